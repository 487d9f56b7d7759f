// Firebase phone sign-in as the site speaks it (spec 000 §3, §8): the phone in E.164, and
// identitytoolkit's error names as the `auth/…` codes firebase's SDK throws, which the spec's
// phone-error list maps.
import { describe, expect, it } from 'vitest';
import { e164Phone, firebaseAuthCode, phoneErrorKey } from '../../../engine';

describe('firebase phone sign-in', () => {
  it('writes the phone in E.164', () => {
    expect(e164Phone('+55', '(11) 91234-5678')).toBe('+5511912345678');
    expect(e164Phone('351', '912345678')).toBe('+351912345678');
  });

  it('maps identitytoolkit’s names, with or without their detail, to the spec’s phone errors', () => {
    const shown = (message: string) => phoneErrorKey({ code: firebaseAuthCode(message) });
    expect({
      invalidPhone: shown('INVALID_PHONE_NUMBER : Invalid format.'),
      missingPhone: shown('MISSING_PHONE_NUMBER'),
      tooMany: shown('TOO_MANY_ATTEMPTS_TRY_LATER'),
      quota: shown('QUOTA_EXCEEDED'),
      invalidCode: shown('INVALID_CODE'),
      missingCode: shown('MISSING_CODE'),
      expired: shown('SESSION_EXPIRED'),
      captcha: shown('CAPTCHA_CHECK_FAILED'),
      notAllowed: shown('OPERATION_NOT_ALLOWED'),
      other: shown('SOMETHING_NEW'),
    }).toEqual({
      invalidPhone: 'phoneError.invalidPhone',
      missingPhone: 'phoneError.invalidPhone',
      tooMany: 'phoneError.tooManyRequests',
      quota: 'phoneError.quotaExceeded',
      invalidCode: 'phoneError.invalidCode',
      missingCode: 'phoneError.invalidCode',
      expired: 'phoneError.codeExpired',
      captcha: 'phoneError.captchaFailed',
      notAllowed: 'phoneError.notAllowed',
      other: 'phoneError.unknown',
    });
  });
});
