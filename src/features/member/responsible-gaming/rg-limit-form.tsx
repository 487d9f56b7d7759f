// Setting one limit: its kind, its period (money limits) and the amount or minutes; an empty value
// removes the limit. The gateway decides when the change takes effect; the page says it.
import { useState } from 'react';
import type { RgLimitKind, RgPeriod } from '../../../../engine';
import { Button } from '../../../components/button';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';

export interface LimitChoice {
  kind: RgLimitKind;
  period: RgPeriod;
  /** The typed amount or minutes; empty removes the limit. */
  value: string;
}

export interface RgLimitFormTexts {
  title: string;
  kind: string;
  period: string;
  amount: string;
  minutes: string;
  submit: string;
}

export function RgLimitForm({
  texts,
  kinds,
  periods,
  pending,
  onSubmit,
}: {
  texts: RgLimitFormTexts;
  kinds: readonly SelectOption[];
  periods: readonly SelectOption[];
  pending: boolean;
  onSubmit: (choice: LimitChoice) => void;
}) {
  const [kind, setKind] = useState<RgLimitKind>('deposit');
  const [period, setPeriod] = useState<RgPeriod>('day');
  const [value, setValue] = useState('');
  const session = kind === 'session';
  return (
    <form
      noValidate
      aria-label={texts.title}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ kind, period, value: value.trim() });
      }}
    >
      <h2>{texts.title}</h2>
      <SelectField
        label={texts.kind}
        options={kinds}
        value={kind}
        onChange={(next) => setKind(next as RgLimitKind)}
      />
      {!session && (
        <SelectField
          label={texts.period}
          options={periods}
          value={period}
          onChange={(next) => setPeriod(next as RgPeriod)}
        />
      )}
      <TextField
        label={session ? texts.minutes : texts.amount}
        autoComplete="off"
        inputMode={session ? 'numeric' : 'decimal'}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" pending={pending}>
        {texts.submit}
      </Button>
    </form>
  );
}
