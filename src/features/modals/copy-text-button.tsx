// A button that copies a text and says so in the success dialog (spec 001 §8: 'copy success'): the
// member's ID and invite link, the agent's invitation links.
import { Button } from '../../components/button';
import { copyText } from '../../lib/browser/copy-text';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useModal } from './use-modal';

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
