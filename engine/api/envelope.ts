// The one answer shape of the gateway contract (ARCHITECTURE.md "The gateway contract",
// CONTRIBUTING.md "Talking to the gateway"): every response, errors included, is `{ success,
// message, value }`, plus a stable machine `code` on errors so clients branch on codes, never on
// translated text.

export interface ApiEnvelope<T = unknown> {
  success: boolean;
  message: string;
  value: T;
  /** Present on errors: one of ERROR_CODES. */
  code?: string;
}

/**
 * The machine codes a gateway answers with. The reference gateway uses exactly these; a client
 * must still accept codes it does not know (an operator's gateway may add its own).
 */
export const ERROR_CODES = [
  'BAD_REQUEST', // malformed JSON, wrong types, missing fields
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNKNOWN_ACTION',
  'UNKNOWN_MERCHANT',
  'LOGIN_REQUIRED', // no token on an action that needs one
  'TOKEN_INVALID', // unknown, expired or revoked token
  'INVALID_CREDENTIALS', // unknown user and wrong password answer alike (spec 000 §8)
  'CAPTCHA_REQUIRED', // too many failed logins: value.captcha is true (spec 000 §4)
  'CAPTCHA_INVALID',
  'HUMAN_VERIFICATION_REQUIRED', // missing, expired, spent or refused human verification (spec 000 §8)
  'ACCOUNT_LOCKED', // 10 failed logins: 429 with Retry-After and value.lockedUntil
  'SMS_LOCKED', // too many sends: 429 with Retry-After (spec 000 §9)
  'SMS_QUOTA_EXCEEDED', // the merchant's hourly SMS quota: 429 with Retry-After (spec 000 §8)
  'SMS_CODE_INVALID',
  'SMS_CODE_EXPIRED',
  'FIELD_INVALID', // a field breaks the merchant's registration rule: value names it
  'PASSWORD_MISMATCH',
  'PASSWORD_REUSED',
  'PASSWORD_CHANGE_REQUIRED',
  'USERNAME_TAKEN',
  'MOBILE_TAKEN',
  'INVALID_INVITATION',
  'INVALID_DOMAIN',
  'NOT_AGENT', // 'Non-agents cannot log in' (spec 000 §6)
  'OUTSIDE_CHAIN', // an agent action on an account or contract outside the agent's own chain
  'NOT_MEMBER', // non-member accounts cannot log in
  'TRIAL_NOT_ALLOWED', // trial accounts are blocked from protected actions (spec 000 §6)
  'FEATURE_DISABLED', // the merchant's module tree switched the feature off
  'NOT_FOUND',
  'CONFLICT',
  'INSUFFICIENT_FUNDS',
  'PAYMENT_PASSWORD_INVALID',
  'PAYMENT_PASSWORD_LOCKED', // 5 wrong tries: 429 with Retry-After and value.lockedUntil
  'NEW_IP_VERIFICATION', // a login from a new IP: value.ticket and value.methods (spec 000 §4)
  'VERIFICATION_INVALID', // a wrong new-IP answer: value.attemptsLeft
  'VERIFICATION_LOCKED', // 5 wrong new-IP answers: 429 with Retry-After and value.lockedUntil
  'RG_LIMIT', // past a responsible-gambling limit: 403, value is what is left in the period
  'RG_EXCLUDED', // during a break or self-exclusion: 403, value is its end (ISO), null for good
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'ENCRYPTION_REQUIRED',
  'ENCRYPTION_KEY_UNKNOWN', // the gateway rotated its key: fetch publicKey again
  'DECRYPTION_FAILED',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Whether a parsed JSON body has the envelope's shape. */
export function isEnvelope(body: unknown): body is ApiEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return (
    typeof candidate.success === 'boolean' &&
    typeof candidate.message === 'string' &&
    'value' in candidate
  );
}
