// Where a form draws the merchant's verification widget while the step waits for the player
// (./use-human-verification.ts): the widget in the player's language, with the texts it shows.
import { useTranslation } from '../../lib/i18n/use-translation';
import type { WidgetStep } from './use-human-verification';
import { VerificationWidget } from './verification-widget';

export function HumanVerificationStep({ widget }: { widget: WidgetStep | null }) {
  const { t, i18n } = useTranslation();
  if (!widget) return null;
  return (
    <VerificationWidget
      provider={widget.provider}
      siteKey={widget.siteKey}
      language={i18n.language.toLowerCase()}
      onToken={widget.onToken}
      title={t('verification.title')}
      failedText={t('verification.loadFailed')}
      retryLabel={t('verification.retry')}
      loadingLabel={t('common.loading')}
    />
  );
}
