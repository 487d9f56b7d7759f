// The `logoutConfirm` modal (spec 000 §4: "Logout asks for confirmation (cancel or confirm)"),
// opened by useLogout, which waits for the answer (closing the modal any other way counts as cancel
// there).
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ModalBodyProps } from '../modals/modal-types';

export interface LogoutConfirmProps {
  onAnswer: (confirmed: boolean) => void;
}

export function LogoutConfirmModal({ onAnswer, close }: LogoutConfirmProps & ModalBodyProps) {
  const { t } = useTranslation();
  const answer = (confirmed: boolean) => {
    onAnswer(confirmed);
    close();
  };
  return (
    <ConfirmDialog
      title={t('logout.title')}
      message={t('logout.confirm')}
      cancelLabel={t('logout.cancel')}
      confirmLabel={t('logout.ok')}
      onCancel={() => answer(false)}
      onConfirm={() => answer(true)}
    />
  );
}
