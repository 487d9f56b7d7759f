// The time since login in the header, where the market asks for it (UK RTS 13), in hours and
// minutes: a timer that redraws only itself, every few seconds.
import { useEffect, useState } from 'react';
import { sessionClockText } from '../../../engine';
import { useGatewayQuery } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';

export function SessionClock() {
  const { t } = useTranslation();
  const startedAt = useGatewayQuery('rgSettings', {}).data?.session.startedAt;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5000);
    return () => clearInterval(timer);
  }, []);
  if (!startedAt) return null;
  return (
    <span className="session-clock" role="timer" aria-label={t('rg.clock')} data-session-clock="">
      {sessionClockText(now - Date.parse(startedAt))}
    </span>
  );
}
