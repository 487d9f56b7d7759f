// A question with cancel and confirm (spec 000 §4: logout "asks for confirmation (cancel or
// confirm)"; spec 001 §4: accepting a lower-rate contract). While the confirmed action runs
// (`pending`) both buttons wait and the dialog cannot be closed. Focus starts on cancel, the safe
// answer.
import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { DialogActions, DialogMessage, type DialogTone } from './dialog-parts';
import { ModalFrame } from './modal-frame';

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  tone?: DialogTone;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending = false,
  tone,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <ModalFrame
      title={title}
      onClose={onCancel}
      closable={!pending}
      role="alertdialog"
      describedBy={messageId}
      size="small"
    >
      <DialogMessage id={messageId} tone={tone}>
        {message}
      </DialogMessage>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={pending} data-autofocus="">
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} pending={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </ModalFrame>
  );
}
