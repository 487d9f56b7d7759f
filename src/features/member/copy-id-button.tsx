// The copy button beside a member's ID (spec 000 §2 securityCenter, referral; spec 001 §8: a
// success dialog 'copy success').
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { copyText } from '../../lib/browser/copy-text';
import { useModal } from '../modals/use-modal';

export function CopyIdButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const { open } = useModal();
  return (
    <Button
      variant="ghost"
      onClick={() =>
        void copyText(String(id)).then((copied) => {
          if (copied) open('alert', { message: t('common.copySuccess'), tone: 'success' });
        })
      }
    >
      {t('common.copy')}
    </Button>
  );
}
