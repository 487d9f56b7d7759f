// Failed logins per account name (spec 000 §4: "On failure with a captcha flag, show the captcha
// image"): after 3 the next login needs a captcha, until a login succeeds or 30 minutes pass; after
// 10 the name is locked (login-lockout.ts). Counted per name, existing or not, so the flag reveals
// nothing about which accounts exist.
//
// The count is taken before the password is checked, and the captcha and lock decisions with it,
// under the name's row lock: of any number of parallel attempts at most 3 reach a password without
// a captcha, and at most 10 in all before the lock. A password that turns out right clears the
// count.
import type { Queryable } from '../db/database';
import { LOCK_AFTER_FAILURES, LOCK_MS } from './login-lockout';

export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_MEMORY_MS = 30 * 60 * 1000;

export interface ThrottleKey {
  merchantCode: string;
  username: string;
}

/**
 * What a login may do now: check its password (the attempt's number among the failures, this one
 * counted), or first solve a captcha, or nothing until the lock ends.
 */
export type LoginAttempt =
  { kind: 'check'; ordinal: number } | { kind: 'captcha' } | { kind: 'locked'; until: Date };

interface FailureRow {
  failures: number;
  last_failed_at: Date;
  locked_until: Date | null;
}

const name = (key: ThrottleKey) => key.username.trim().toLowerCase();

/** The failures that still count: a lock that ended, or a long pause, starts the count again. */
function countingFailures(row: FailureRow, now: Date): number {
  if (row.locked_until) return 0;
  return row.last_failed_at.getTime() > now.getTime() - FAILURE_MEMORY_MS ? row.failures : 0;
}

export function decideLoginAttempt(
  row: FailureRow,
  now: Date,
  captchaSolved: boolean,
): LoginAttempt {
  if (row.locked_until && row.locked_until > now) {
    return { kind: 'locked', until: row.locked_until };
  }
  const failures = countingFailures(row, now);
  // The 10th attempt is still being checked: the 11th waits for the lock it may bring.
  if (failures >= LOCK_AFTER_FAILURES) {
    return { kind: 'locked', until: new Date(now.getTime() + LOCK_MS) };
  }
  if (failures >= CAPTCHA_AFTER_FAILURES && !captchaSolved) return { kind: 'captcha' };
  return { kind: 'check', ordinal: failures + 1 };
}

/**
 * Decides a login under the name's row lock and, when it may check its password, counts it as a
 * failure until it proves right (clearLoginFailures). `transaction` is the context's.
 */
export async function reserveLoginAttempt(
  transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
  key: ThrottleKey,
  now: Date,
  captchaSolved: boolean,
): Promise<LoginAttempt> {
  const ids = [key.merchantCode, name(key)];
  return transaction(async (tx) => {
    await tx.query(
      `INSERT INTO login_failures (merchant_code, username, failures, last_failed_at)
       VALUES ($1, $2, 0, $3) ON CONFLICT DO NOTHING`,
      [...ids, now],
    );
    const [row] = await tx.query<FailureRow>(
      'SELECT failures, last_failed_at, locked_until FROM login_failures WHERE merchant_code = $1 AND username = $2 FOR UPDATE',
      ids,
    );
    const attempt = decideLoginAttempt(row, now, captchaSolved);
    if (attempt.kind === 'check') {
      await tx.query(
        'UPDATE login_failures SET failures = $3, last_failed_at = $4, locked_until = NULL WHERE merchant_code = $1 AND username = $2',
        [...ids, attempt.ordinal, now],
      );
    }
    return attempt;
  });
}

export interface LoginFailure {
  /** The next attempt needs a captcha. */
  captcha: boolean;
  /** This failure locked the name (login-lockout.ts). */
  lockedUntil?: Date;
}

/**
 * The password of attempt number `ordinal` was wrong: the count stands, and the 10th failure locks
 * the name. The number is the attempt's own, not the row's count, which attempts being checked at
 * the same moment have raised already.
 */
export async function recordLoginFailure(
  db: Queryable,
  key: ThrottleKey,
  ordinal: number,
  now: Date,
): Promise<LoginFailure> {
  const captcha = ordinal >= CAPTCHA_AFTER_FAILURES;
  if (ordinal < LOCK_AFTER_FAILURES) return { captcha };
  const lockedUntil = new Date(now.getTime() + LOCK_MS);
  await db.query(
    'UPDATE login_failures SET locked_until = $3 WHERE merchant_code = $1 AND username = $2',
    [key.merchantCode, name(key), lockedUntil],
  );
  return { captcha, lockedUntil };
}

/** A login that proved right, or a reset that proved the account the player's: count and lock go. */
export async function clearLoginFailures(db: Queryable, key: ThrottleKey): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE merchant_code = $1 AND username = $2', [
    key.merchantCode,
    name(key),
  ]);
}
