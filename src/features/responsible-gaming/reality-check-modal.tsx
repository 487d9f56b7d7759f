// The `realityCheck` modal's body: the session's minutes and net result the watcher read, in the
// player's words, and what each button does.
import { useNavigate } from 'react-router-dom';
import { memberPagePath } from '../../../engine';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ModalBodyProps } from '../modals/modal-types';
import { useLogout } from '../session/use-logout';
import { RealityCheckDialog } from './reality-check-dialog';

export interface RealityCheckModalProps {
  minutes: number;
  /** The session's net result, formatted. */
  net: string;
}

export function RealityCheckModal({
  minutes,
  net,
  close,
}: RealityCheckModalProps & ModalBodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <RealityCheckDialog
      texts={{
        title: t('rg.check.title'),
        played: t('rg.check.played', { minutes }),
        net: t('rg.check.net', { amount: net }),
        continue: t('rg.check.continue'),
        history: t('rg.check.history'),
        logout: t('rg.check.logout'),
      }}
      onContinue={close}
      onHistory={() => {
        close();
        void navigate(memberPagePath('personalHistoryCopy'));
      }}
      onLogout={() => {
        close();
        void logout({ confirmFirst: false });
      }}
    />
  );
}
