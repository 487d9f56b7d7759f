// The analytics consent banner and the script behind it (spec 001 §3 gtagId; the rule is engine
// analyticsStep): asked only when the skin and the permission both name an id and the skin turns
// the banner on; the answer, accept or decline, is kept in local storage so it is asked once.
import { useEffect, useState } from 'react';
import {
  analyticsStep,
  readAnalyticsConsent,
  writeAnalyticsConsent,
  type AnalyticsConsent as Consent,
} from '../../../engine';
import { ConsentBanner } from '../../components/consent-banner';
import { webStorage } from '../../lib/browser/web-storage';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { usePermission } from '../boot/boot-context';
import { loadAnalytics } from './load-analytics';

export function AnalyticsConsent() {
  const { t } = useTranslation();
  const { analytics } = useSkin();
  const permissionId = usePermission()?.info?.gtagId;
  const [consent, setConsent] = useState(() => readAnalyticsConsent(webStorage('localStorage')));
  const step = analyticsStep(analytics, permissionId, consent);
  const scriptUrl = step.kind === 'load' ? step.scriptUrl : '';
  const ids = step.kind === 'load' ? step.ids.join(' ') : '';

  useEffect(() => {
    if (scriptUrl) loadAnalytics(scriptUrl, ids.split(' '));
  }, [scriptUrl, ids]);

  if (step.kind !== 'ask') return null;
  const answer = (choice: Consent) => {
    writeAnalyticsConsent(webStorage('localStorage'), choice);
    setConsent(choice);
  };
  return (
    <ConsentBanner
      title={t('consent.title')}
      text={t('consent.text')}
      acceptLabel={t('consent.accept')}
      declineLabel={t('consent.decline')}
      onAccept={() => answer('accepted')}
      onDecline={() => answer('declined')}
    />
  );
}
