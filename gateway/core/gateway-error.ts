// A refusal the gateway means: a machine code from the contract, the HTTP status that fits it, and
// optionally a message (else the code's text in the player's language) or one text per language
// (picked by X-Language when the answer is sent), a value (the captcha flag, the field at fault)
// and headers (Retry-After).
import type { ErrorCode, Locale } from '../../engine';

export const STATUS_OF: Readonly<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNKNOWN_ACTION: 404,
  UNKNOWN_MERCHANT: 400,
  LOGIN_REQUIRED: 401,
  TOKEN_INVALID: 401,
  INVALID_CREDENTIALS: 401,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_INVALID: 400,
  HUMAN_VERIFICATION_REQUIRED: 400,
  ACCOUNT_LOCKED: 429,
  SMS_LOCKED: 429,
  SMS_QUOTA_EXCEEDED: 429,
  SMS_CODE_INVALID: 400,
  SMS_CODE_EXPIRED: 400,
  FIELD_INVALID: 400,
  PASSWORD_MISMATCH: 400,
  PASSWORD_REUSED: 400,
  PASSWORD_CHANGE_REQUIRED: 403,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  INVALID_INVITATION: 400,
  INVALID_DOMAIN: 400,
  NOT_AGENT: 403,
  OUTSIDE_CHAIN: 403,
  NOT_MEMBER: 403,
  TRIAL_NOT_ALLOWED: 403,
  FEATURE_DISABLED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INSUFFICIENT_FUNDS: 400,
  PAYMENT_PASSWORD_INVALID: 400,
  PAYMENT_PASSWORD_LOCKED: 429,
  NEW_IP_VERIFICATION: 403,
  VERIFICATION_INVALID: 400,
  VERIFICATION_LOCKED: 429,
  RG_LIMIT: 403,
  RG_EXCLUDED: 403,
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  ENCRYPTION_REQUIRED: 400,
  ENCRYPTION_KEY_UNKNOWN: 400,
  DECRYPTION_FAILED: 400,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 403,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export interface GatewayErrorOptions {
  message?: string;
  /** The message in each language, for a rule deep down that does not know the request's. */
  texts?: Readonly<Record<Locale, string>>;
  value?: unknown;
  headers?: Record<string, string>;
  status?: number;
}

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly status: number;
  readonly value: unknown;
  readonly headers: Record<string, string>;
  /** Whether the message was written for this case (else the code's catalogue text is used). */
  readonly custom: boolean;
  readonly texts?: Readonly<Record<Locale, string>>;

  constructor(
    readonly code: ErrorCode,
    options: GatewayErrorOptions = {},
  ) {
    super(options.message ?? options.texts?.en ?? code);
    this.status = options.status ?? STATUS_OF[code];
    this.value = options.value ?? null;
    this.headers = options.headers ?? {};
    this.custom = options.message !== undefined;
    if (options.texts) this.texts = options.texts;
  }
}

export function fail(code: ErrorCode, options?: GatewayErrorOptions): never {
  throw new GatewayError(code, options);
}

/** Retry-After in the header and the value, as every limit answers it. */
export function retryAfter(seconds: number): {
  headers: Record<string, string>;
  value: { retryAfterSeconds: number };
} {
  return { headers: { 'Retry-After': String(seconds) }, value: { retryAfterSeconds: seconds } };
}
