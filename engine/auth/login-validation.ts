// The login form's checks (spec 000 §5 "Login"): username and password, captcha, SMS code and
// mobile are required; the mobile is checked by the mobile rule. An existing account's name is not
// held to today's registration rule (older or social accounts may differ): only emptiness is.
import { checkField } from '../fields/check-field';
import { DEFAULT_FIELD_RULES } from '../fields/default-rules';
import type { FieldRule } from '../fields/field-rule';
import type { FormProblems } from './form-problem';

export type LoginField = 'username' | 'password' | 'captcha' | 'mobileNum' | 'smsCode';

export interface LoginValues {
  username?: string;
  password?: string;
  captcha?: string;
  mobileNum?: string;
  smsCode?: string;
}

export interface LoginChecks {
  method: 'username' | 'sms';
  /** The captcha is shown (the gateway flagged it); never for SMS login (spec 000 §4). */
  captchaShown: boolean;
  /** The effective mobile and SMS code rules; the engine's defaults otherwise. */
  rules?: { mobileNum?: FieldRule; verificationCode?: FieldRule };
}

export function validateLogin(values: LoginValues, checks: LoginChecks): FormProblems<LoginField> {
  const problems: FormProblems<LoginField> = {};
  if (checks.method === 'sms') {
    const mobile = checkField(values.mobileNum?.trim() ?? '', {
      ...(checks.rules?.mobileNum ?? DEFAULT_FIELD_RULES.mobileNum),
      required: true,
    });
    if (mobile) {
      problems.mobileNum =
        mobile.key === 'validation.required' ? mobile : { key: 'validation.mobile' };
    }
    const code = checkField(values.smsCode?.trim() ?? '', {
      ...(checks.rules?.verificationCode ?? DEFAULT_FIELD_RULES.verificationCode),
      required: true,
    });
    if (code) {
      problems.smsCode =
        code.key === 'validation.required' ? code : { key: 'validation.verificationCode' };
    }
    return problems;
  }
  if (!values.username?.trim()) problems.username = { key: 'validation.usernameAndPassword' };
  if (!values.password) problems.password = { key: 'validation.usernameAndPassword' };
  if (checks.captchaShown && !values.captcha?.trim()) {
    problems.captcha = { key: 'validation.captcha' };
  }
  return problems;
}
