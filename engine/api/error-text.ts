// What a failed call tells the player (spec 000 §8, spec 001 §8), decided once for the site and the
// gateway: no answer → 'Network link is abnormal, please try again'; too slow → 'The page took
// longer time to load, please check your network connectivity'; a code the catalogue has a text for
// → that text (in the player's language, a skin may reword it); a refusal with its own message →
// the gateway's message (it follows X-Language); anything else → 'Unknown error'. A server failure
// (5xx, an answer that is not an envelope) never shows its technical message to a player.
import type { MessageKey } from '../i18n/catalogue';
import { isApiError } from './api-error';
import type { ErrorCode } from './envelope';

/** The catalogue text of each error code that has one; the gateway answers with the same texts. */
export const ERROR_MESSAGE_KEYS: Readonly<Partial<Record<ErrorCode, MessageKey>>> = {
  LOGIN_REQUIRED: 'error.notLoggedIn',
  TOKEN_INVALID: 'error.notLoggedIn',
  INVALID_CREDENTIALS: 'error.wrongCredentials',
  CAPTCHA_REQUIRED: 'error.completeVerification',
  CAPTCHA_INVALID: 'error.captchaInvalid',
  HUMAN_VERIFICATION_REQUIRED: 'error.completeVerification',
  SMS_LOCKED: 'phoneError.tooManyRequests',
  SMS_QUOTA_EXCEEDED: 'phoneError.quotaExceeded',
  SMS_CODE_INVALID: 'phoneError.invalidCode',
  SMS_CODE_EXPIRED: 'phoneError.codeExpired',
  FIELD_INVALID: 'error.enterCorrectInfo',
  PASSWORD_MISMATCH: 'validation.inconsistentTwice',
  PASSWORD_REUSED: 'error.passwordReused',
  PASSWORD_CHANGE_REQUIRED: 'error.passwordExpired',
  USERNAME_TAKEN: 'error.usernameTaken',
  MOBILE_TAKEN: 'error.mobileTaken',
  INVALID_INVITATION: 'validation.invitationCode',
  INVALID_DOMAIN: 'error.invalidUrl',
  NOT_AGENT: 'error.nonAgent',
  NOT_MEMBER: 'error.nonMember',
  TRIAL_NOT_ALLOWED: 'error.realAccountNeeded',
  FEATURE_DISABLED: 'error.featureDisabled',
  INSUFFICIENT_FUNDS: 'error.insufficientFunds',
  PAYMENT_PASSWORD_INVALID: 'error.paymentPasswordInvalid',
  MAINTENANCE: 'error.maintenance',
  REGION_RESTRICTED: 'error.accessRestricted',
  RATE_LIMITED: 'error.rateLimited',
  INTERNAL: 'error.unknown',
};

/** A catalogue key to translate, or a text the gateway already wrote in the player's language. */
export type ErrorText = { key: MessageKey } | { text: string };

export function errorMessageKey(code: string): MessageKey | undefined {
  return Object.hasOwn(ERROR_MESSAGE_KEYS, code)
    ? ERROR_MESSAGE_KEYS[code as ErrorCode]
    : undefined;
}

export function apiErrorText(error: unknown): ErrorText {
  if (!isApiError(error)) return { key: 'error.unknown' };
  if (error.kind === 'network') return { key: 'error.network' };
  if (error.kind === 'timeout') return { key: 'error.timeout' };
  const key = errorMessageKey(error.code);
  if (key) return { key };
  if (error.kind === 'business' && error.message.trim()) return { text: error.message };
  return { key: 'error.unknown' };
}
