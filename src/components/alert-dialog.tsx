// A message with one button (spec 000 §8: a failed SMS send "with a warning icon and a
// submit-labelled confirm button"; the trial notice; 'copy success'). Escape and the close button
// do what the button does.
import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { DialogActions, DialogMessage, type DialogTone } from './dialog-parts';
import { ModalFrame } from './modal-frame';

export interface AlertDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  tone?: DialogTone;
}

export function AlertDialog({ title, message, confirmLabel, onConfirm, tone }: AlertDialogProps) {
  const messageId = useId();
  return (
    <ModalFrame
      title={title}
      onClose={onConfirm}
      role="alertdialog"
      describedBy={messageId}
      size="small"
    >
      <DialogMessage id={messageId} tone={tone}>
        {message}
      </DialogMessage>
      <DialogActions>
        <Button onClick={onConfirm} data-autofocus="">
          {confirmLabel}
        </Button>
      </DialogActions>
    </ModalFrame>
  );
}
