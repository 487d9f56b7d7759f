// The login and free-play requests (spec 000 §3 "Login request", §7): by username and password, or
// by mobile number with the SMS code in the password field (type sms, no human verification); the
// captcha answer and its key once the gateway asked for one; `portal: agent` from /agent so the
// gateway refuses non-agents too. Free play sends os, platform W and gateway version 3.
import type { FreePlayLoginPayload, LoginPayload } from '../api';
import type { LoginPortal } from './after-login';
import type { LoginValues } from './login-validation';

export interface LoginRequestInput {
  method: 'username' | 'sms';
  values: LoginValues;
  countryDialingCode: string;
  portal: LoginPortal;
  /** The captcha shown, when the gateway flagged one. */
  captchaKey?: string;
}

export function buildLoginPayload(input: LoginRequestInput): LoginPayload {
  const { values } = input;
  if (input.method === 'sms') {
    return {
      username: values.mobileNum?.trim() ?? '',
      password: values.smsCode?.trim() ?? '',
      type: 'sms',
      countryDialingCode: input.countryDialingCode.replace(/^\+/, ''),
      portal: input.portal,
    };
  }
  const captcha =
    input.captchaKey && values.captcha?.trim()
      ? { captcha: values.captcha.trim(), captchaKey: input.captchaKey }
      : {};
  return {
    username: values.username?.trim() ?? '',
    password: values.password ?? '',
    type: 'username',
    ...captcha,
    portal: input.portal,
  };
}

export function freePlayPayload(os: string): FreePlayLoginPayload {
  return { os, platform: 'W', version: 3 };
}
