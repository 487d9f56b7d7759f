// Failed logins per account name (spec 000 §4: "On failure with a captcha flag, show the captcha
// image"): after 3 the next login needs a captcha, until a login succeeds or 30 minutes pass; after
// 10 the name is locked (login-lockout.ts). Counted per name, existing or not, so the flag reveals
// nothing about which accounts exist.
//
// Only wrong passwords count as failures, each once it proved wrong, under the name's row lock,
// together with the lock decision: of any number of parallel wrong logins exactly 10 are counted
// and the rest find the name locked, and right passwords checked beside each other are never
// refused. The captcha decision, taken before the password is checked, also counts the logins
// being checked at that moment (`checking`), so a burst brings at most 3 passwords to a check
// without a captcha. A right password clears the count.
import type { Queryable } from '../db/database';
import { LOCK_AFTER_FAILURES, LOCK_MS } from './login-lockout';

export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_MEMORY_MS = 30 * 60 * 1000;
/** A check takes well under a second; one started longer ago than this ended without a word. */
export const CHECK_MEMORY_MS = 60 * 1000;

export interface ThrottleKey {
  merchantCode: string;
  username: string;
}

/** What a login may do now: check its password, or first solve a captcha, or nothing until the lock ends. */
export type LoginAttempt =
  { kind: 'check' } | { kind: 'captcha' } | { kind: 'locked'; until: Date };

/** What the checked password came to: right, wrong (with the captcha flag), or a lock. */
export type LoginOutcome =
  { kind: 'right' } | { kind: 'wrong'; captcha: boolean } | { kind: 'locked'; until: Date };

export interface FailureRow {
  failures: number;
  last_failed_at: Date;
  locked_until: Date | null;
  checking: number;
  checking_since: Date | null;
}

type RowChange = Partial<FailureRow>;

const name = (key: ThrottleKey) => key.username.trim().toLowerCase();

const isLocked = (row: FailureRow, now: Date): row is FailureRow & { locked_until: Date } =>
  row.locked_until !== null && row.locked_until > now;

/** The failures that still count: a lock that ended, or a long pause, starts the count again. */
function countingFailures(row: FailureRow, now: Date): number {
  if (row.locked_until) return 0;
  return row.last_failed_at.getTime() > now.getTime() - FAILURE_MEMORY_MS ? row.failures : 0;
}

/** The logins being checked now (a check that never reported back is forgotten). */
function checkingNow(row: FailureRow, now: Date): number {
  const recent =
    row.checking_since && row.checking_since.getTime() > now.getTime() - CHECK_MEMORY_MS;
  return recent ? row.checking : 0;
}

export function decideLoginAttempt(
  row: FailureRow,
  now: Date,
  captchaSolved: boolean,
): { attempt: LoginAttempt; change?: RowChange } {
  if (isLocked(row, now)) return { attempt: { kind: 'locked', until: row.locked_until } };
  const pending = countingFailures(row, now) + checkingNow(row, now);
  if (pending >= CAPTCHA_AFTER_FAILURES && !captchaSolved) return { attempt: { kind: 'captcha' } };
  return {
    attempt: { kind: 'check' },
    change: { checking: checkingNow(row, now) + 1, checking_since: now },
  };
}

export function outcomeOfCheckedLogin(
  row: FailureRow,
  now: Date,
  right: boolean,
): { outcome: LoginOutcome; change: RowChange } {
  const checking = Math.max(0, checkingNow(row, now) - 1);
  // Locked while this password was being checked: it counts no more, right or wrong.
  if (isLocked(row, now)) {
    return { outcome: { kind: 'locked', until: row.locked_until }, change: { checking } };
  }
  if (right) {
    return { outcome: { kind: 'right' }, change: { checking, failures: 0, locked_until: null } };
  }
  const failures = countingFailures(row, now) + 1;
  const change = { checking, failures, last_failed_at: now, locked_until: null };
  if (failures < LOCK_AFTER_FAILURES) {
    return { outcome: { kind: 'wrong', captcha: failures >= CAPTCHA_AFTER_FAILURES }, change };
  }
  const until = new Date(now.getTime() + LOCK_MS);
  return { outcome: { kind: 'locked', until }, change: { ...change, locked_until: until } };
}

/** Runs a decision on the name's row, under its lock, and writes what the decision changed. */
async function underNameLock<T>(
  transaction: <R>(work: (tx: Queryable) => Promise<R>) => Promise<R>,
  key: ThrottleKey,
  now: Date,
  decide: (row: FailureRow) => { change?: RowChange; answer: T },
): Promise<T> {
  const ids = [key.merchantCode, name(key)];
  return transaction(async (tx) => {
    await tx.query(
      `INSERT INTO login_failures (merchant_code, username, failures, last_failed_at)
       VALUES ($1, $2, 0, $3) ON CONFLICT DO NOTHING`,
      [...ids, now],
    );
    const [row] = await tx.query<FailureRow>(
      'SELECT failures, last_failed_at, locked_until, checking, checking_since FROM login_failures WHERE merchant_code = $1 AND username = $2 FOR UPDATE',
      ids,
    );
    const { change, answer } = decide(row);
    if (change) {
      const next = { ...row, ...change };
      await tx.query(
        'UPDATE login_failures SET failures = $3, last_failed_at = $4, locked_until = $5, checking = $6, checking_since = $7 WHERE merchant_code = $1 AND username = $2',
        [
          ...ids,
          next.failures,
          next.last_failed_at,
          next.locked_until,
          next.checking,
          next.checking_since,
        ],
      );
    }
    return answer;
  });
}

/** Decides whether a login may check its password now; a check is counted as under way. */
export function reserveLoginAttempt(
  transaction: <R>(work: (tx: Queryable) => Promise<R>) => Promise<R>,
  key: ThrottleKey,
  now: Date,
  captchaSolved: boolean,
): Promise<LoginAttempt> {
  return underNameLock(transaction, key, now, (row) => {
    const { attempt, change } = decideLoginAttempt(row, now, captchaSolved);
    return { answer: attempt, change };
  });
}

/** Counts what the checked password came to: a wrong one, the 10th of which locks; a right one. */
export function recordLoginOutcome(
  transaction: <R>(work: (tx: Queryable) => Promise<R>) => Promise<R>,
  key: ThrottleKey,
  right: boolean,
  now: Date,
): Promise<LoginOutcome> {
  return underNameLock(transaction, key, now, (row) => {
    const { outcome, change } = outcomeOfCheckedLogin(row, now, right);
    return { answer: outcome, change };
  });
}

/**
 * A login that proved right, or a reset that proved the account the player's: count and lock go.
 * The row stays (with the logins still being checked), so a decision waiting on its lock finds it.
 */
export async function clearLoginFailures(db: Queryable, key: ThrottleKey): Promise<void> {
  await db.query(
    'UPDATE login_failures SET failures = 0, locked_until = NULL WHERE merchant_code = $1 AND username = $2',
    [key.merchantCode, name(key)],
  );
}
