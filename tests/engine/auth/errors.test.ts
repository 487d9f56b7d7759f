import { describe, expect, it } from 'vitest';
import {
  ApiError,
  captchaFlagged,
  CATALOGUE,
  createTranslator,
  phoneErrorKey,
} from '../../../engine';

const t = createTranslator(CATALOGUE, { locale: 'en', fallbackLocale: 'pt' });
const refusal = (code: string, value?: unknown) =>
  new ApiError({
    kind: 'business',
    action: 'loginSmsCode',
    status: 400,
    code,
    message: 'server text',
    value,
  });

describe('phone-verification errors (spec 000 §8)', () => {
  it("maps the gateway's codes to the spec's messages", () => {
    expect(t.t(phoneErrorKey(refusal('SMS_LOCKED'))!)).toBe(
      'Too many requests. Please try again in 5 minutes.',
    );
    expect(t.t(phoneErrorKey(refusal('SMS_CODE_INVALID'))!)).toBe(
      'The verification code is invalid or missing',
    );
    expect(t.t(phoneErrorKey(refusal('SMS_CODE_EXPIRED'))!)).toBe(
      'The code has expired. Please send it again.',
    );
    expect(t.t(phoneErrorKey(refusal('CAPTCHA_INVALID'))!)).toBe(
      'The captcha check failed or this domain is not allowed',
    );
    expect(t.t(phoneErrorKey(refusal('FEATURE_DISABLED'))!)).toBe(
      'This operation is not allowed. Please contact customer service.',
    );
  });

  it('tells a bad phone from a bad code by the field a rule refusal names', () => {
    expect(phoneErrorKey(refusal('FIELD_INVALID', { field: 'mobileNum' }))).toBe(
      'phoneError.invalidPhone',
    );
    expect(phoneErrorKey(refusal('FIELD_INVALID', { field: 'verificationCode' }))).toBe(
      'phoneError.invalidCode',
    );
    expect(phoneErrorKey(refusal('FIELD_INVALID', { field: 'email' }))).toBeNull();
  });

  it("maps firebase's codes one for one, and any other firebase code to 'Unknown error'", () => {
    expect(phoneErrorKey({ code: 'auth/quota-exceeded' })).toBe('phoneError.quotaExceeded');
    expect(phoneErrorKey({ code: 'auth/missing-phone-number' })).toBe('phoneError.invalidPhone');
    expect(phoneErrorKey({ code: 'auth/code-expired' })).toBe('phoneError.codeExpired');
    expect(phoneErrorKey({ code: 'auth/popup-closed-by-user' })).toBe('phoneError.popupClosed');
    expect(phoneErrorKey({ code: 'auth/internal-error' })).toBe('phoneError.unknown');
  });

  it('says "popup closed by the user" for our own social popup', () => {
    expect(t.t(phoneErrorKey({ code: 'POPUP_CLOSED' })!)).toBe(
      'The sign-in window was closed. Login failed, please try again.',
    );
  });

  it('leaves errors that are not about phone verification to the general mapping', () => {
    expect(phoneErrorKey(refusal('INVALID_CREDENTIALS'))).toBeNull();
    expect(phoneErrorKey({})).toBeNull();
  });
});

describe('captchaFlagged (spec 000 §4)', () => {
  it('shows the captcha when a failed login carries the flag', () => {
    expect(captchaFlagged(refusal('INVALID_CREDENTIALS', { captcha: true }))).toBe(true);
    expect(captchaFlagged(refusal('CAPTCHA_REQUIRED'))).toBe(true);
    expect(captchaFlagged(refusal('INVALID_CREDENTIALS', { captcha: false }))).toBe(false);
    expect(
      captchaFlagged(
        new ApiError({
          kind: 'network',
          action: 'login',
          status: 0,
          code: 'NETWORK',
          message: 'x',
        }),
      ),
    ).toBe(false);
  });
});
