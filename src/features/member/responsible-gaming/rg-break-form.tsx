// A break of 1 to 42 days, asked again in plain words before it starts: it cannot be undone.
import { useState } from 'react';
import { RG_BREAK_DAYS } from '../../../../engine';
import { TextField } from '../../../components/text-field';
import { ConfirmedForm } from './confirmed-form';

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
  const count = Number(days);
  const valid = Number.isInteger(count) && count >= RG_BREAK_DAYS.min && count <= RG_BREAK_DAYS.max;
  return (
    <ConfirmedForm
      texts={{ ...texts, confirmTitle: texts.confirmTitle(count), confirm: texts.confirm(count) }}
      ready={valid}
      pending={pending}
      onConfirm={() => onConfirm(count)}
    >
      <TextField
        label={texts.days}
        autoComplete="off"
        inputMode="numeric"
        value={days}
        onChange={(event) => setDays(event.target.value)}
      />
    </ConfirmedForm>
  );
}
