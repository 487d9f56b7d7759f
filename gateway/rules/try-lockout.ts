// A count of wrong answers per member that locks for a while (the transaction password, the new-IP
// verification). Only wrong answers count: each is counted after it was checked, in one statement
// that also decides the lock, so of any number of parallel wrong answers exactly `tries` are
// counted and every later one finds the lock, while a right answer is never refused for the tries
// around it (unless they locked the member first). The right answer starts the count again; so
// does the end of a lock. Per member, not per session: a new login does not lift it. The
// statements are durable (db/database.ts): a caller inside a transaction that rolls back still
// counts.
import type { Queryable } from '../db/database';

export interface TryLock {
  /** The table of the count: member_id, failures, locked_until. */
  table: 'payment_password_failures' | 'new_ip_failures';
  tries: number;
  lockMs: number;
  /** Throws the refusal while locked until `until`. */
  locked(until: Date, now: Date): never;
}

/** A member's count as read before an answer is checked (none: nothing counted yet). */
export interface TryCount {
  failures: number;
  locked_until: Date | null;
}

export const NOTHING_COUNTED: TryCount = { failures: 0, locked_until: null };

/** The member's count, to refuse while locked and to know whether a right answer must clear it. */
export async function triesOf(db: Queryable, lock: TryLock, memberId: number): Promise<TryCount> {
  const [row] = await db.query<TryCount>(
    `SELECT failures, locked_until FROM ${lock.table} WHERE member_id = $1`,
    [memberId],
  );
  return row ?? NOTHING_COUNTED;
}

/** Throws the lock's refusal while the member is locked: no answer is checked meanwhile. */
export function refuseWhileLocked(lock: TryLock, count: TryCount, now: Date): void {
  if (count.locked_until && count.locked_until > now) lock.locked(count.locked_until, now);
}

/**
 * Counts a wrong answer: how many are left, or the lock's refusal (this answer was the last
 * allowed, or the member was locked while it was being checked, which counts it no more).
 */
export async function countWrongTry(
  db: Queryable,
  lock: TryLock,
  memberId: number,
  now: Date,
): Promise<{ attemptsLeft: number }> {
  const [row] = await db.durable<{ failures: number; locked_until: Date | null }>(
    `INSERT INTO ${lock.table} AS f (member_id, failures, locked_until) VALUES ($1, 1, NULL)
     ON CONFLICT (member_id) DO UPDATE SET
       failures = CASE WHEN f.locked_until > $2 THEN f.failures
         WHEN f.locked_until IS NOT NULL THEN 1 ELSE f.failures + 1 END,
       locked_until = CASE WHEN f.locked_until > $2 THEN f.locked_until
         WHEN f.locked_until IS NULL AND f.failures + 1 >= $3 THEN $4::timestamptz END
     RETURNING failures, locked_until`,
    [memberId, now, lock.tries, new Date(now.getTime() + lock.lockMs)],
  );
  if (row.locked_until && row.locked_until > now) lock.locked(row.locked_until, now);
  return { attemptsLeft: lock.tries - row.failures };
}

/**
 * A right answer: the count starts again. Refused after all when wrong answers checked beside it
 * locked the member first. `before` is the count read before the answer was checked: with nothing
 * counted then, there is nothing to clear, and no lock can have come without a wrong answer
 * counted before this one's check ended, which orders this answer first.
 */
export async function countRightTry(
  db: Queryable,
  lock: TryLock,
  memberId: number,
  now: Date,
  before: TryCount,
): Promise<void> {
  if (before.failures === 0 && before.locked_until === null) return;
  const [row] = await db.durable<{ locked_until: Date | null }>(
    `UPDATE ${lock.table} SET
       failures = CASE WHEN locked_until > $2 THEN failures ELSE 0 END,
       locked_until = CASE WHEN locked_until > $2 THEN locked_until END
     WHERE member_id = $1 AND (failures > 0 OR locked_until IS NOT NULL)
     RETURNING locked_until`,
    [memberId, now],
  );
  if (row?.locked_until && row.locked_until > now) lock.locked(row.locked_until, now);
}
