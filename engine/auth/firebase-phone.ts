// Firebase phone sign-in (spec 000 §3, §4, §8, §9) as the site speaks it: the phone in E.164, and
// identitytoolkit's error answers (`{ error: { message: 'INVALID_CODE' } }`, sometimes with
// ' : detail' after the name) turned into the `auth/…` codes firebase's own SDK throws, which the
// spec's phone-error list follows (./phone-errors.ts).

/** identitytoolkit's error names, as firebase's SDK maps them (its AuthErrorCode table). */
const AUTH_CODES: Readonly<Record<string, string>> = {
  INVALID_PHONE_NUMBER: 'auth/invalid-phone-number',
  MISSING_PHONE_NUMBER: 'auth/missing-phone-number',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
  QUOTA_EXCEEDED: 'auth/quota-exceeded',
  INVALID_CODE: 'auth/invalid-verification-code',
  MISSING_CODE: 'auth/missing-verification-code',
  SESSION_EXPIRED: 'auth/code-expired',
  INVALID_SESSION_INFO: 'auth/invalid-verification-id',
  MISSING_SESSION_INFO: 'auth/missing-verification-id',
  CAPTCHA_CHECK_FAILED: 'auth/captcha-check-failed',
  OPERATION_NOT_ALLOWED: 'auth/operation-not-allowed',
  UNAUTHORIZED_DOMAIN: 'auth/unauthorized-domain',
};

/** The `auth/…` code of an identitytoolkit error message; unknown names are 'auth/internal-error'. */
export function firebaseAuthCode(message: string): string {
  const name = message.split(' : ')[0]!.trim();
  return AUTH_CODES[name] ?? 'auth/internal-error';
}

/** The phone as firebase wants it: `+`, the dialing code, the national number, digits only. */
export function e164Phone(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/\D/g, '')}${mobileNum.replace(/\D/g, '')}`;
}
