// Self-exclusion for a chosen length, or permanently, with the login password, asked again in
// plain words before it starts: it cannot be shortened or lifted. Lengths below the market's
// minimum are not offered.
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { PasswordInput } from '../money-inputs';

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
  const [asking, setAsking] = useState(false);
  return (
    <form
      noValidate
      aria-label={texts.title}
      onSubmit={(event) => {
        event.preventDefault();
        if (password) setAsking(true);
      }}
    >
      <h2>{texts.title}</h2>
      {texts.minimum && <p>{texts.minimum}</p>}
      <SelectField label={texts.length} options={lengths} value={choice} onChange={setChoice} />
      <PasswordInput label={texts.password} value={password} onChange={setPassword} />
      <Button type="submit" disabled={!password}>
        {texts.submit}
      </Button>
      {asking && (
        <ConfirmDialog
          title={texts.confirmTitle}
          message={texts.confirm(choice)}
          confirmLabel={texts.confirmLabel}
          cancelLabel={texts.cancelLabel}
          pending={pending}
          tone="warning"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            onConfirm(choice, password);
            setAsking(false);
            setPassword('');
          }}
        />
      )}
    </form>
  );
}
