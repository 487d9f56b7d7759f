// A form whose submit is asked again in plain words before it acts, for what cannot be undone (a
// break, a self-exclusion): the fields come as children, the question as texts.
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export interface ConfirmedFormTexts {
  title: string;
  submit: string;
  confirmTitle: string;
  confirm: string;
  confirmLabel: string;
  cancelLabel: string;
}

export function ConfirmedForm({
  texts,
  ready,
  pending,
  onConfirm,
  children,
}: {
  texts: ConfirmedFormTexts;
  /** Whether the fields say enough to ask. */
  ready: boolean;
  pending: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <form
      noValidate
      aria-label={texts.title}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) setAsking(true);
      }}
    >
      <h2>{texts.title}</h2>
      {children}
      <Button type="submit" disabled={!ready}>
        {texts.submit}
      </Button>
      {asking && (
        <ConfirmDialog
          title={texts.confirmTitle}
          message={texts.confirm}
          confirmLabel={texts.confirmLabel}
          cancelLabel={texts.cancelLabel}
          pending={pending}
          tone="warning"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            onConfirm();
            setAsking(false);
          }}
        />
      )}
    </form>
  );
}
