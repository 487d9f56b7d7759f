// Phone-verification errors (spec 000 §8) to the spec's messages. Codes come from the gateway's
// envelope (engine/api/envelope.ts ERROR_CODES) or, for an operator using firebase phone sign-in,
// from firebase's `auth/…` codes, which the spec's list follows one for one.
import type { MessageKey } from '../i18n/catalogue';

export type PhoneErrorKey = Extract<MessageKey, `phoneError.${string}`>;

/** The parts of an ApiError (or a firebase error) the mapping reads. */
export interface CodedError {
  code?: string;
  value?: unknown;
}

const BY_CODE: Readonly<Record<string, PhoneErrorKey>> = {
  // The reference gateway (and any gateway of the contract).
  SMS_LOCKED: 'phoneError.tooManyRequests',
  RATE_LIMITED: 'phoneError.tooManyRequests',
  SMS_QUOTA_EXCEEDED: 'phoneError.quotaExceeded',
  SMS_CODE_INVALID: 'phoneError.invalidCode',
  SMS_CODE_EXPIRED: 'phoneError.codeExpired',
  CAPTCHA_INVALID: 'phoneError.captchaFailed',
  INVALID_DOMAIN: 'phoneError.captchaFailed',
  FEATURE_DISABLED: 'phoneError.notAllowed',
  // firebase phone authentication.
  'auth/invalid-phone-number': 'phoneError.invalidPhone',
  'auth/missing-phone-number': 'phoneError.invalidPhone',
  'auth/too-many-requests': 'phoneError.tooManyRequests',
  'auth/invalid-verification-code': 'phoneError.invalidCode',
  'auth/missing-verification-code': 'phoneError.invalidCode',
  'auth/captcha-check-failed': 'phoneError.captchaFailed',
  'auth/unauthorized-domain': 'phoneError.captchaFailed',
  'auth/quota-exceeded': 'phoneError.quotaExceeded',
  'auth/operation-not-allowed': 'phoneError.notAllowed',
  'auth/code-expired': 'phoneError.codeExpired',
  'auth/popup-closed-by-user': 'phoneError.popupClosed',
  'auth/cancelled-popup-request': 'phoneError.popupClosed',
  // Our social sign-in popup (engine/auth/social-sign-in.ts).
  POPUP_CLOSED: 'phoneError.popupClosed',
};

/** A field-rule refusal (FIELD_INVALID) names its field: the phone or the code. */
const BY_FIELD: Readonly<Record<string, PhoneErrorKey>> = {
  mobileNum: 'phoneError.invalidPhone',
  mobileNo: 'phoneError.invalidPhone',
  verificationCode: 'phoneError.invalidCode',
};

export function errorField(error: CodedError): string | undefined {
  const field = (error.value as { field?: unknown } | null | undefined)?.field;
  return typeof field === 'string' ? field : undefined;
}

/** The spec's message for a phone-verification error; null when the error is not one. */
export function phoneErrorKey(error: CodedError): PhoneErrorKey | null {
  const code = error.code ?? '';
  if (code === 'FIELD_INVALID') return BY_FIELD[errorField(error) ?? ''] ?? null;
  if (Object.prototype.hasOwnProperty.call(BY_CODE, code)) return BY_CODE[code];
  // Any other firebase code is the spec's "unknown error".
  return code.startsWith('auth/') ? 'phoneError.unknown' : null;
}
