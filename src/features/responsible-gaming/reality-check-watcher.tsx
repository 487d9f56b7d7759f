// Opens the reality check every so many minutes of the session (the member's choice on the
// responsible-gaming page): a timer to the next whole interval since login, then a fresh read of
// the session's result for the dialog. Renders nothing.
import { useEffect } from 'react';
import { formatMoney, nextRealityCheckIn, sessionMinutes } from '../../../engine';
import { useGatewayClient, useGatewayQuery } from '../../lib/api';
import { useModal } from '../modals/use-modal';
import { useLanguage } from '../preferences/use-language';

export function RealityCheckWatcher() {
  const { open } = useModal();
  const { language } = useLanguage();
  const client = useGatewayClient();
  const settings = useGatewayQuery('rgSettings', {}).data;
  const minutes = settings?.realityCheckMinutes ?? null;
  const startedAt = settings ? Date.parse(settings.session.startedAt) : null;
  useEffect(() => {
    if (minutes === null || startedAt === null) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          void client.call('rgSettings', {}).then((now) =>
            open('realityCheck', {
              minutes: sessionMinutes(startedAt, Date.now()),
              net: formatMoney(now.session.net, language),
            }),
          );
          schedule();
        },
        nextRealityCheckIn(startedAt, minutes, Date.now()),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [client, open, language, minutes, startedAt]);
  return null;
}
