// The registration form's checks (spec 000 §5) over the effective form (skin choices refined by the
// gateway's settings and rules, engine/features/registration-forms.ts): each shown field against
// its rule, required ones not empty ('Input cannot be empty'), the confirmation equal to the
// password ('inconsistent twice'), and the terms and the age box ticked, else an inline error under
// each ('Please confirm you are 21 years old' where the skin's age gate is 21).
import type { RegistrationForm } from '../features/effective-skin';
import { checkConfirmation, checkField } from '../fields/check-field';
import { REGISTRATION_FORM_FIELDS, type RegistrationFormField } from '../fields/default-rules';
import type { FormProblems } from './form-problem';

export type RegistrationValues = Partial<Record<RegistrationFormField, string>>;

export interface RegistrationConsent {
  terms: boolean;
  age: boolean;
  /** The skin's age gate (18, or 21). */
  minimumAge: number;
}

export type RegistrationProblemField = RegistrationFormField | 'terms' | 'age';

/** Passwords are taken as typed; every other value is trimmed, as the gateway trims it. */
const AS_TYPED: ReadonlySet<RegistrationFormField> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
]);

export function registrationValue(
  values: RegistrationValues,
  field: RegistrationFormField,
): string {
  const value = values[field] ?? '';
  return AS_TYPED.has(field) ? value : value.trim();
}

/**
 * The SMS code proves the mobile number: where the number is optional (a username registration) and
 * left empty, there is nothing to prove and the code is not asked for (as the gateway decides).
 */
export function registrationFieldRequired(
  form: RegistrationForm,
  values: RegistrationValues,
  field: RegistrationFormField,
): boolean {
  if (
    field === 'verificationCode' &&
    !form.mobileNum.required &&
    registrationValue(values, 'mobileNum') === ''
  ) {
    return false;
  }
  return form[field].required;
}

export function validateRegistration(
  form: RegistrationForm,
  values: RegistrationValues,
  consent: RegistrationConsent,
): FormProblems<RegistrationProblemField> {
  const problems: FormProblems<RegistrationProblemField> = {};
  for (const field of REGISTRATION_FORM_FIELDS) {
    const effective = form[field];
    if (!effective.show) continue;
    const value = registrationValue(values, field);
    const problem =
      field === 'confirmPassword'
        ? checkConfirmation(value, registrationValue(values, 'password'))
        : checkField(value, {
            ...effective.rule,
            required: registrationFieldRequired(form, values, field),
          });
    if (problem) problems[field] = problem;
  }
  if (!consent.terms) problems.terms = { key: 'validation.terms' };
  if (!consent.age) problems.age = { key: 'validation.age', params: { age: consent.minimumAge } };
  return problems;
}
