// Password forms (spec 000 §5): change password (old password required unless already known, the
// new one under the password rule, its confirmation equal), forgot by e-mail (username rule and
// e-mail rule) and forgot by phone (mobile rule, SMS code, new password and its confirmation).
import { checkConfirmation, checkField } from '../fields/check-field';
import { DEFAULT_FIELD_RULES, type RegistrationFormField } from '../fields/default-rules';
import type { FieldRule } from '../fields/field-rule';
import type { FormProblem, FormProblems } from './form-problem';

/** The effective rules (skin + gateway); the engine's defaults fill what is missing. */
export type PasswordFormRules = Partial<Record<RegistrationFormField, FieldRule>>;

const ruleOf = (rules: PasswordFormRules | undefined, field: RegistrationFormField) =>
  rules?.[field] ?? DEFAULT_FIELD_RULES[field];

function collect<F extends string>(checks: Array<[F, FormProblem | null]>): FormProblems<F> {
  const problems: FormProblems<F> = {};
  for (const [field, problem] of checks) if (problem) problems[field] = problem;
  return problems;
}

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export function validateChangePassword(
  values: { oldPassword?: string; newPassword?: string; confirmNewPassword?: string },
  options: { oldPasswordKnown: boolean; rules?: PasswordFormRules },
): FormProblems<ChangePasswordField> {
  const newPassword = values.newPassword ?? '';
  return collect<ChangePasswordField>([
    // The current password is only compared by the gateway: today's rule may be newer than it.
    [
      'oldPassword',
      options.oldPasswordKnown || values.oldPassword ? null : { key: 'validation.required' },
    ],
    [
      'newPassword',
      checkField(newPassword, { ...ruleOf(options.rules, 'password'), required: true }),
    ],
    ['confirmNewPassword', checkConfirmation(values.confirmNewPassword ?? '', newPassword)],
  ]);
}

export type ForgotByEmailField = 'username' | 'email';

export function validateForgotByEmail(
  values: { username?: string; email?: string },
  rules?: PasswordFormRules,
): FormProblems<ForgotByEmailField> {
  return collect<ForgotByEmailField>([
    [
      'username',
      checkField(values.username?.trim() ?? '', { ...ruleOf(rules, 'username'), required: true }),
    ],
    [
      'email',
      checkField(values.email?.trim() ?? '', { ...ruleOf(rules, 'email'), required: true }),
    ],
  ]);
}

export type ForgotByPhoneField =
  'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';

export function validateForgotByPhone(
  values: {
    mobileNum?: string;
    verificationCode?: string;
    newPassword?: string;
    confirmNewPassword?: string;
  },
  rules?: PasswordFormRules,
): FormProblems<ForgotByPhoneField> {
  const newPassword = values.newPassword ?? '';
  return collect<ForgotByPhoneField>([
    [
      'mobileNum',
      checkField(values.mobileNum?.trim() ?? '', { ...ruleOf(rules, 'mobileNum'), required: true }),
    ],
    [
      'verificationCode',
      checkField(values.verificationCode?.trim() ?? '', {
        ...ruleOf(rules, 'verificationCode'),
        required: true,
      }),
    ],
    ['newPassword', checkField(newPassword, { ...ruleOf(rules, 'password'), required: true })],
    ['confirmNewPassword', checkConfirmation(values.confirmNewPassword ?? '', newPassword)],
  ]);
}
