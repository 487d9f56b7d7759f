// The SMS send button's countdown (spec 000 §4 "SMS send", §9): disabled for the code's lifetime,
// expiredMinutes × 60 s from the answer; a firebase SMS counts 1 minute; a gateway that says when
// to come back (429 with Retry-After, the 5-minute lockout) is followed, whichever is longer. Time
// is an argument (ms since the epoch) so the rule is tested with plain numbers.

/** Firebase SMS: the button waits 1 minute (spec 000 §9). */
export const FIREBASE_SMS_COUNTDOWN_SECONDS = 60;

export interface SmsCountdownInput {
  /** From the send answer (`ApiSmsCodeSent.expiredMinutes`); absent when the send was refused. */
  expiredMinutes?: number;
  firebase?: boolean;
  /** The gateway's Retry-After in seconds (ApiError.retryAfterSeconds). */
  retryAfterSeconds?: number;
}

/** How many seconds the button stays disabled. */
export function smsCountdownSeconds(input: SmsCountdownInput): number {
  const lifetime = input.firebase
    ? FIREBASE_SMS_COUNTDOWN_SECONDS
    : Math.max(0, Math.round((input.expiredMinutes ?? 0) * 60));
  return Math.max(lifetime, Math.max(0, Math.ceil(input.retryAfterSeconds ?? 0)));
}

/** When the button comes back, in ms since the epoch; null when it need not wait at all. */
export function smsCountdownEndsAt(input: SmsCountdownInput, now: number): number | null {
  const seconds = smsCountdownSeconds(input);
  return seconds > 0 ? now + seconds * 1000 : null;
}

/** Whole seconds left to show on the button ("Resend in 42 s"); 0 when it may send again. */
export function smsSecondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}
