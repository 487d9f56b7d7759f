// After 3 failed logins for an account name the gateway asks for a captcha (spec 000 §4: "On
// failure with a captcha flag, show the captcha image"), until a login succeeds or 30 minutes pass.
// Counted per name, existing or not, so the flag reveals nothing about which accounts exist.
import type { Queryable } from '../db/database';

export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_MEMORY_MS = 30 * 60 * 1000;

export interface ThrottleKey {
  merchantCode: string;
  username: string;
}

const name = (key: ThrottleKey) => key.username.trim().toLowerCase();

export async function captchaRequired(
  db: Queryable,
  key: ThrottleKey,
  now: Date,
): Promise<boolean> {
  const [row] = await db.query<{ failures: number }>(
    'SELECT failures FROM login_failures WHERE merchant_code = $1 AND username = $2 AND last_failed_at > $3',
    [key.merchantCode, name(key), new Date(now.getTime() - FAILURE_MEMORY_MS)],
  );
  return (row?.failures ?? 0) >= CAPTCHA_AFTER_FAILURES;
}

/** Counts a failure; true when the next attempt needs a captcha. */
export async function recordLoginFailure(
  db: Queryable,
  key: ThrottleKey,
  now: Date,
): Promise<boolean> {
  const [row] = await db.query<{ failures: number }>(
    `INSERT INTO login_failures (merchant_code, username, failures, last_failed_at) VALUES ($1, $2, 1, $3)
     ON CONFLICT (merchant_code, username) DO UPDATE SET
       failures = CASE WHEN login_failures.last_failed_at > $4 THEN login_failures.failures + 1 ELSE 1 END,
       last_failed_at = EXCLUDED.last_failed_at
     RETURNING failures`,
    [key.merchantCode, name(key), now, new Date(now.getTime() - FAILURE_MEMORY_MS)],
  );
  return row.failures >= CAPTCHA_AFTER_FAILURES;
}

export async function clearLoginFailures(db: Queryable, key: ThrottleKey): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE merchant_code = $1 AND username = $2', [
    key.merchantCode,
    name(key),
  ]);
}
