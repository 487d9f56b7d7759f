// The `trialNotice` modal (spec 000 §6, spec 001 §8): a trial account tried a game or a protected
// action; "a real-account message with a confirm button".
import { AlertDialog } from '../../components/alert-dialog';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ModalBodyProps } from '../modals/modal-types';

export function TrialNoticeModal({ close }: ModalBodyProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      title={t('trial.title')}
      message={t('trial.message')}
      confirmLabel={t('trial.confirm')}
      onConfirm={close}
      tone="info"
    />
  );
}
