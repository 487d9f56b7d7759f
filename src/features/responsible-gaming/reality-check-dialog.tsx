// The reality check (UK RTS 13; gateway README "Responsible gambling"): how long the session has
// lasted and its net result, with three ways on: continue, the betting history, or log out.
import { useId } from 'react';
import { Button } from '../../components/button';
import { DialogActions, DialogMessage } from '../../components/dialog-parts';
import { ModalFrame } from '../../components/modal-frame';

export interface RealityCheckDialogTexts {
  title: string;
  played: string;
  net: string;
  continue: string;
  history: string;
  logout: string;
}

export function RealityCheckDialog({
  texts,
  onContinue,
  onHistory,
  onLogout,
}: {
  texts: RealityCheckDialogTexts;
  onContinue: () => void;
  onHistory: () => void;
  onLogout: () => void;
}) {
  const messageId = useId();
  return (
    <ModalFrame
      title={texts.title}
      onClose={onContinue}
      role="alertdialog"
      describedBy={messageId}
      size="small"
    >
      <DialogMessage id={messageId} tone="info">
        <span data-reality-check="">
          {texts.played} {texts.net}
        </span>
      </DialogMessage>
      <DialogActions>
        <Button variant="secondary" onClick={onLogout}>
          {texts.logout}
        </Button>
        <Button variant="secondary" onClick={onHistory}>
          {texts.history}
        </Button>
        <Button onClick={onContinue} data-autofocus="">
          {texts.continue}
        </Button>
      </DialogActions>
    </ModalFrame>
  );
}
