// A failed login that carries the captcha flag shows the captcha image (spec 000 §4, §8): the
// gateway sets `value.captcha` after repeated failures and on a missing or wrong answer. What the
// player reads is the UI core's apiErrorText; this only says whether the captcha appears.
import type { CodedError } from './phone-errors';

export function captchaFlagged(error: CodedError): boolean {
  return (
    (error.value as { captcha?: unknown } | null | undefined)?.captcha === true ||
    error.code === 'CAPTCHA_REQUIRED' ||
    error.code === 'CAPTCHA_INVALID'
  );
}
