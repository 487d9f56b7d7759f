// The `alert` modal: a message with one button, opened from anywhere (`open('alert', { message
// })`), e.g. 'copy success' (spec 001 §8) or a failed call whose form has already closed.
import { AlertDialog } from '../../components/alert-dialog';
import type { DialogTone } from '../../components/dialog-parts';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ModalBodyProps } from './modal-types';

export interface AlertModalProps {
  message: string;
  /** Defaults to the brand's name, as a neutral heading. */
  title?: string;
  tone?: DialogTone;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** After the dialog closes. */
  onConfirm?: () => void;
}

export function AlertModal({
  message,
  title,
  tone,
  confirmLabel,
  onConfirm,
  close,
}: AlertModalProps & ModalBodyProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      title={title ?? t('common.notice')}
      message={message}
      tone={tone}
      confirmLabel={confirmLabel ?? t('common.confirm')}
      onConfirm={() => {
        close();
        onConfirm?.();
      }}
    />
  );
}
