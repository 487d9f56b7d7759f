// How a call fails, in the four ways the UI tells apart (spec 000 §8): the network is down
// ('Network link is abnormal, please try again'), the call took too long ('The page took longer
// time to load, please check your network connectivity'), the server failed ('Unknown error'), or
// the gateway refused with a business reason whose message is meant for the player.

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'business';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  action: string;
  status: number;
  code: string;
  message: string;
  retryAfterSeconds?: number;
  /**
   * The error envelope's value, e.g. `{ captcha: true }` after failed logins, or the field a rule
   * names.
   */
  value?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly action: string;
  /** HTTP status; 0 when no answer came (network, timeout). */
  readonly status: number;
  readonly code: string;
  readonly retryAfterSeconds?: number;
  readonly value?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.action = init.action;
    this.status = init.status;
    this.code = init.code;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
    if (init.value !== undefined) this.value = init.value;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
