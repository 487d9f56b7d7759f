// Change password (spec 000 §2, §4, §5): the current password (skipped when it is already known —
// the forced change right after a login knows what was typed), the new one under the password rule
// and its confirmation. Success reloads the login info, closes and goes to / (to /agentHome from
// the agent page). The forced variant (default or expired password) cannot be dismissed; it says
// why and offers to sign out instead.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  formPasses,
  validateChangePassword,
  type ChangePasswordField,
  type ForcedChangeReason,
  type LoginPortal,
} from '../../../engine';
import { Button } from '../../components/button';
import { ErrorNotice } from '../../components/error-notice';
import { useApiErrorMessage, useGatewayMutation } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ModalBodyProps } from '../modals/modal-types';
import { useSessionStore } from '../session/session-context';
import { useLogout } from '../session/use-logout';
import { FormGrid } from './login-form';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';
import { useCompleteLogin } from './use-complete-login';
import { useFieldRules } from './use-field-rules';
import { useFirstFieldFocus } from './use-first-field-focus';
import { useFormState } from './use-form-state';
import { useProblemText } from './use-problem-text';

export interface ChangePasswordModalProps {
  /** After a login with the default or an expired password (spec 000 §4): not closable. */
  forced?: boolean;
  reason?: ForcedChangeReason;
  portal?: LoginPortal;
  /** The password just typed to log in, so it is not asked again. */
  oldPassword?: string;
  /** What the login answer said, for the after-login announcements once the change is done. */
  firstLogin?: boolean;
}

const Lead = styled.p`
  margin: 0;
`;

export function ChangePasswordModal({
  forced = false,
  reason,
  portal = 'player',
  oldPassword,
  firstLogin = false,
  close,
}: ChangePasswordModalProps & ModalBodyProps) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const focusFirstField = useFirstFieldFocus<HTMLFormElement>();
  const errorMessage = useApiErrorMessage();
  const rules = useFieldRules();
  const store = useSessionStore();
  const completeLogin = useCompleteLogin();
  const logout = useLogout();
  const form = useFormState<ChangePasswordField>({
    oldPassword: '',
    newPassword: '',
    confirmNewPassword: '',
  });
  const change = useGatewayMutation('changePassword');
  const [error, setError] = useState<string | null>(null);
  const oldPasswordKnown = oldPassword !== undefined && oldPassword !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const problems = validateChangePassword(form.values, { oldPasswordKnown, rules });
    form.setProblems(problems);
    if (!formPasses(problems)) return;
    setError(null);
    change.mutate(
      {
        oldPassword: oldPasswordKnown ? oldPassword : form.values.oldPassword,
        newPassword: form.values.newPassword,
        confirmNewPassword: form.values.confirmNewPassword,
      },
      {
        onSuccess: async () => {
          const session = store.getState();
          if (!session.token) return close();
          // The same session, its password now current: member info reloads and the rest of the
          // after-login work runs (engine afterLogin, method passwordChange → go home).
          const plan = await completeLogin(
            {
              token: session.token,
              firstTimeLogin: firstLogin,
              passwordExpired: false,
              type: session.memberType ?? 0,
              account: session.account,
              nickname: session.nickname,
            },
            { method: 'passwordChange', portal, username: session.username },
          );
          if (plan.outcome === 'loggedIn') close();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <FormGrid ref={focusFirstField} noValidate onSubmit={onSubmit}>
      {forced && (
        <Lead>
          {t(
            reason === 'expired'
              ? 'changePassword.forcedExpired'
              : 'changePassword.forcedFirstLogin',
          )}
        </Lead>
      )}
      {!oldPasswordKnown && (
        <PasswordField
          label={t('changePassword.oldPassword')}
          required
          autoComplete="current-password"
          value={form.values.oldPassword}
          onChange={(event) => form.set('oldPassword', event.currentTarget.value)}
          error={problem(form.problems.oldPassword)}
        />
      )}
      <NewPasswordFields
        form={form}
        labels={{
          newPassword: t('changePassword.newPassword'),
          confirmNewPassword: t('changePassword.confirmNewPassword'),
        }}
      />
      {error && <ErrorNotice message={error} />}
      <Button type="submit" fullWidth pending={change.isPending} pendingLabel={t('common.loading')}>
        {t('changePassword.submit')}
      </Button>
      {forced && (
        <Button
          variant="ghost"
          fullWidth
          disabled={change.isPending}
          onClick={() => void logout({ confirmFirst: false })}
        >
          {t('accountMenu.signOut')}
        </Button>
      )}
    </FormGrid>
  );
}
