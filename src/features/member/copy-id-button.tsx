// The copy button beside a member's ID (spec 000 §2 securityCenter, referral; spec 001 §8: a
// success dialog 'copy success'), and the same for any text (the referral link).
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { copyText } from '../../lib/browser/copy-text';
import { useModal } from '../modals/use-modal';

/** Copies `text`; `label` names the button when several copy buttons share a page. */
export function CopyTextButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const { open } = useModal();
  return (
    <Button
      variant="ghost"
      aria-label={label}
      onClick={() =>
        void copyText(text).then((copied) => {
          if (copied) open('alert', { message: t('common.copySuccess'), tone: 'success' });
        })
      }
    >
      {t('common.copy')}
    </Button>
  );
}

export function CopyIdButton({ id }: { id: number }) {
  return <CopyTextButton text={String(id)} />;
}
