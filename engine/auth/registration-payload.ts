// The registration request (spec 000 §3 "Registration user"): the shown fields the player filled,
// the mobile number as the username for a mobile registration, and what the web adds: registerUrl,
// affiliateCode (typed, else from the page's query), referralCode (from the query), domain,
// registerMethod WEB and login true (log straight in). Hidden or empty fields are left out so the
// gateway's "required" decides alone about them.
import type { RegisterByMobilePayload, RegisterPayload } from '../api';
import type { RegistrationForm } from '../features/effective-skin';
import { REGISTRATION_FORM_FIELDS } from '../fields/default-rules';
import type { RegistrationMethod } from '../model/skin-types';
import type { InvitationCodes } from './invitation-codes';
import { registrationValue, type RegistrationValues } from './registration-validation';

export interface RegistrationPage {
  /** location.href: the page the player registered on. */
  href: string;
  /**
   * location.host: checked against the merchant's domains ('Invalid URL, please contact customer
   * service').
   */
  host: string;
}

export interface RegistrationRequestInput {
  method: RegistrationMethod;
  form: RegistrationForm;
  values: RegistrationValues;
  /** The dialing code chosen (countryCodes), without +. */
  countryDialingCode: string;
  /** The key of the captcha the player answered, when the form shows one. */
  captchaKey?: string;
  invitation: InvitationCodes;
  page: RegistrationPage;
}

export type RegistrationRequest =
  | { action: 'register'; payload: RegisterPayload }
  | { action: 'registerByMobile'; payload: RegisterByMobilePayload };

export function buildRegistrationRequest(input: RegistrationRequestInput): RegistrationRequest {
  const { form, values, method } = input;
  const user: Record<string, unknown> = {};
  for (const field of REGISTRATION_FORM_FIELDS) {
    const value = registrationValue(values, field);
    if (form[field].show && value !== '') user[field] = value;
  }
  const mobileNum = registrationValue(values, 'mobileNum');
  if (mobileNum) user.countryDialingCode = input.countryDialingCode.replace(/^\+/, '');
  if (user.captcha !== undefined && input.captchaKey) user.captchaKey = input.captchaKey;
  const affiliateCode =
    (user.affiliateCode as string | undefined) ?? input.invitation.affiliateCode;
  Object.assign(user, {
    ...(affiliateCode ? { affiliateCode } : {}),
    ...(input.invitation.referralCode ? { referralCode: input.invitation.referralCode } : {}),
    registerUrl: input.page.href,
    domain: input.page.host,
    registerMethod: 'WEB',
    login: true,
  });
  if (method === 'mobile') {
    // The username of a mobile registration is the mobile number (spec 000 §3).
    return {
      action: 'registerByMobile',
      payload: {
        ...user,
        username: mobileNum,
        mobileNum,
        countryDialingCode: input.countryDialingCode.replace(/^\+/, ''),
      } as RegisterByMobilePayload,
    };
  }
  return { action: 'register', payload: user as RegisterPayload };
}
