// Forgot password by e-mail (spec 000 §4, §5, §7): username and e-mail under their rules, sent
// form-encoded; success shows a confirmation dialog (the gateway answers alike whether or not they
// match, so it reveals nothing) and then the login pop-up.
import { useState, type FormEvent } from 'react';
import { formPasses, validateForgotByEmail, type ForgotByEmailField } from '../../../engine';
import { AlertDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { ErrorNotice } from '../../components/error-notice';
import { TextField } from '../../components/text-field';
import { useApiErrorMessage, useGatewayMutation } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useModal } from '../modals/use-modal';
import { FormGrid } from './login-form';
import { useFieldRules } from './use-field-rules';
import { useFirstFieldFocus } from './use-first-field-focus';
import { useFormState } from './use-form-state';
import { useProblemText } from './use-problem-text';

export function ForgotByEmailForm() {
  const { t } = useTranslation();
  const { open } = useModal();
  const problem = useProblemText();
  const focusFirstField = useFirstFieldFocus<HTMLFormElement>();
  const errorMessage = useApiErrorMessage();
  const rules = useFieldRules();
  const form = useFormState<ForgotByEmailField>({ username: '', email: '' });
  const forgot = useGatewayMutation('forgetPasswordByEmail');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (forgot.isPending) return;
    const problems = validateForgotByEmail(form.values, rules);
    form.setProblems(problems);
    if (!formPasses(problems)) return;
    setError(null);
    forgot.mutate(
      { username: form.values.username.trim(), email: form.values.email.trim() },
      { onSuccess: () => setSent(true), onError: (failure) => setError(errorMessage(failure)) },
    );
  };

  return (
    <FormGrid ref={focusFirstField} noValidate onSubmit={onSubmit}>
      <TextField
        label={t('forgot.username')}
        required
        autoComplete="username"
        autoCapitalize="none"
        value={form.values.username}
        onChange={(event) => form.set('username', event.currentTarget.value)}
        error={problem(form.problems.username)}
      />
      <TextField
        label={t('forgot.email')}
        required
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={(event) => form.set('email', event.currentTarget.value)}
        error={problem(form.problems.email)}
      />
      {error && <ErrorNotice message={error} />}
      <Button type="submit" fullWidth pending={forgot.isPending} pendingLabel={t('common.loading')}>
        {t('forgot.submit')}
      </Button>
      {sent && (
        <AlertDialog
          title={t('forgot.emailSentTitle')}
          message={t('forgot.emailSent')}
          confirmLabel={t('forgot.backToLogin')}
          onConfirm={() => open('login')}
          tone="success"
        />
      )}
    </FormGrid>
  );
}
