// Self-exclusion for a chosen length, or permanently, with the login password, asked again in
// plain words before it starts: it cannot be shortened or lifted. Lengths below the market's
// minimum are not offered.
import { useState } from 'react';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { PasswordInput } from '../money-inputs';
import { ConfirmedForm } from './confirmed-form';

/** A length: months as text ("3") or "permanent". */
export type ExclusionChoice = string;

export interface RgExclusionFormTexts {
  title: string;
  length: string;
  password: string;
  minimum?: string;
  submit: string;
  confirmTitle: string;
  confirm: (choice: ExclusionChoice) => string;
  confirmLabel: string;
  cancelLabel: string;
}

export function RgExclusionForm({
  texts,
  lengths,
  pending,
  onConfirm,
}: {
  texts: RgExclusionFormTexts;
  lengths: readonly SelectOption[];
  pending: boolean;
  onConfirm: (choice: ExclusionChoice, password: string) => void;
}) {
  const [choice, setChoice] = useState<ExclusionChoice>(lengths[0]?.value ?? 'permanent');
  const [password, setPassword] = useState('');
  return (
    <ConfirmedForm
      texts={{ ...texts, confirm: texts.confirm(choice) }}
      ready={password !== ''}
      pending={pending}
      onConfirm={() => {
        onConfirm(choice, password);
        setPassword('');
      }}
    >
      {texts.minimum && <p>{texts.minimum}</p>}
      <SelectField label={texts.length} options={lengths} value={choice} onChange={setChoice} />
      <PasswordInput label={texts.password} value={password} onChange={setPassword} />
    </ConfirmedForm>
  );
}
