// The permission call failed (no network, a timeout, the gateway answered 500): the site runs on
// the skin's own choices and says why, with a retry, instead of a white screen.
import { ErrorNotice } from '../../components/error-notice';
import { useApiErrorMessage } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useBoot } from './boot-context';

export function BootNotice() {
  const { t } = useTranslation();
  const message = useApiErrorMessage();
  const { permissionError, retryPermission, retrying } = useBoot();
  if (!permissionError) return null;
  return (
    <ErrorNotice
      message={message(permissionError)}
      onRetry={retryPermission}
      retryLabel={t('common.retry')}
      pending={retrying}
    />
  );
}
