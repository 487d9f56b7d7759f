// Buttons that must not fire twice in a row (spec 000 §4, §9): the login SMS button is throttled to
// one press a second, and a new captcha is fetched at most once a second, however fast the player
// clicks. A press is allowed when none was accepted yet or the last accepted one is old enough.

/** The login SMS button: one press per second (spec 000 §9). */
export const LOGIN_SMS_THROTTLE_MS = 1000;
/** Captcha refresh: at least 1 s apart (spec 000 §4, §9). */
export const CAPTCHA_REFRESH_INTERVAL_MS = 1000;

export function pressAllowed(
  lastAcceptedAt: number | null | undefined,
  now: number,
  intervalMs: number,
): boolean {
  return (
    lastAcceptedAt === null || lastAcceptedAt === undefined || now - lastAcceptedAt >= intervalMs
  );
}
