// A break of 1 to 42 days, asked again in plain words before it starts: it cannot be undone.
import { useState } from 'react';
import { RG_BREAK_DAYS } from '../../../../engine';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextField } from '../../../components/text-field';

export interface RgBreakFormTexts {
  title: string;
  days: string;
  submit: string;
  confirmTitle: (days: number) => string;
  confirm: (days: number) => string;
  confirmLabel: string;
  cancelLabel: string;
}

export function RgBreakForm({
  texts,
  pending,
  onConfirm,
}: {
  texts: RgBreakFormTexts;
  pending: boolean;
  onConfirm: (days: number) => void;
}) {
  const [days, setDays] = useState('7');
  const [asking, setAsking] = useState(false);
  const count = Number(days);
  const valid = Number.isInteger(count) && count >= RG_BREAK_DAYS.min && count <= RG_BREAK_DAYS.max;
  return (
    <form
      noValidate
      aria-label={texts.title}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) setAsking(true);
      }}
    >
      <h2>{texts.title}</h2>
      <TextField
        label={texts.days}
        autoComplete="off"
        inputMode="numeric"
        value={days}
        onChange={(event) => setDays(event.target.value)}
      />
      <Button type="submit" disabled={!valid}>
        {texts.submit}
      </Button>
      {asking && (
        <ConfirmDialog
          title={texts.confirmTitle(count)}
          message={texts.confirm(count)}
          confirmLabel={texts.confirmLabel}
          cancelLabel={texts.cancelLabel}
          pending={pending}
          tone="warning"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            onConfirm(count);
            setAsking(false);
          }}
        />
      )}
    </form>
  );
}
