// The new password and its confirmation, as the change-password modal and forgot-by-phone ask them
// (spec 000 §5: 'inconsistent twice' when they differ; both `new-password` for password managers).
import { PasswordField } from './password-field';
import type { FormState } from './use-form-state';
import { useProblemText } from './use-problem-text';

type NewPasswordField = 'newPassword' | 'confirmNewPassword';

export interface NewPasswordFieldsProps<F extends string> {
  form: FormState<F | NewPasswordField>;
  labels: Record<NewPasswordField, string>;
}

export function NewPasswordFields<F extends string>({ form, labels }: NewPasswordFieldsProps<F>) {
  const problem = useProblemText();
  return (
    <>
      {(['newPassword', 'confirmNewPassword'] as const).map((field) => (
        <PasswordField
          key={field}
          label={labels[field]}
          required
          autoComplete="new-password"
          value={form.values[field]}
          onChange={(event) => form.set(field, event.currentTarget.value)}
          error={problem(form.problems[field])}
        />
      ))}
    </>
  );
}
