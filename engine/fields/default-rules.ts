// The engine's rules for registration fields, used when the gateway sends none for a field (its
// registrationRules refine these per field). Bounds are ours: the spec withholds exact values.
import { REGISTRATION_FIELDS } from '../model/skin-types';
import type { FieldRule } from './field-rule';

/** Every field a registration form can hold: the three always asked, then the optional ones. */
export const REGISTRATION_FORM_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  ...REGISTRATION_FIELDS,
] as const;
export type RegistrationFormField = (typeof REGISTRATION_FORM_FIELDS)[number];

const rule = (
  acceptedPattern: FieldRule['acceptedPattern'],
  minLength: number,
  maxLength: number,
  patternId: string,
): FieldRule => ({ acceptedPattern, minLength, maxLength, patternId });

export const DEFAULT_FIELD_RULES: Readonly<Record<RegistrationFormField, FieldRule>> = {
  username: rule('letterFirstAlphanumeric', 6, 16, 'username'),
  password: rule('lettersAndDigits', 6, 20, 'password'),
  confirmPassword: rule('lettersAndDigits', 6, 20, 'password'),
  email: rule('email', 5, 64, 'email'),
  mobileNum: rule('digitsOnly', 8, 15, 'mobile'),
  payeeName: rule('fullNameWithSpace', 3, 60, 'realName'),
  qqNum: rule('digitsOnly', 5, 12, 'digitsOnly'),
  line: rule('noSpaces', 2, 30, 'noSpaces'),
  whatsapp: rule('digitsOnly', 8, 15, 'phone'),
  facebook: rule('noSpaces', 2, 60, 'noSpaces'),
  wechat: rule('noSpaces', 2, 30, 'noSpaces'),
  idNumber: rule('lettersOrDigits', 5, 20, 'lettersOrDigits'),
  recommenderId: rule('lettersOrDigits', 1, 20, 'lettersOrDigits'),
  affiliateCode: rule('lettersOrDigits', 4, 20, 'invitationCode'),
  paymentPassword: rule('digitsOnly', 6, 6, 'paymentPassword'),
  captcha: rule('lettersOrDigits', 4, 6, 'captcha'),
  verificationCode: rule('digitsOnly', 6, 6, 'verificationCode'),
};
