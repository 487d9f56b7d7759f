// A count of wrong answers per member that locks for a while (the transaction password, the new-IP
// verification): each try is counted before its answer is checked, in one statement, so of any
// number of parallel tries at most `tries` are checked; the statements are durable
// (db/database.ts), because a refusal may roll back the transaction they run in. The right answer
// starts the count again; so does the end of a lock. Per member, not per session: a new login does
// not lift it.
import type { Queryable } from '../db/database';

export interface TryLock {
  /** The table of the count: member_id, failures, locked_until. */
  table: 'payment_password_failures' | 'new_ip_failures';
  tries: number;
  lockMs: number;
  /** Throws the refusal while locked until `until`. */
  locked(until: Date, now: Date): never;
}

/**
 * Counts a try before its answer is checked and answers its number in the row; throws the lock's
 * refusal while locked, or while the tries that may still lock it are being checked.
 */
export async function countTry(
  db: Queryable,
  lock: TryLock,
  memberId: number,
  now: Date,
): Promise<number> {
  const [row] = await db.durable<{ failures: number; locked_until: Date | null }>(
    `INSERT INTO ${lock.table} AS f (member_id, failures, locked_until) VALUES ($1, 1, NULL)
     ON CONFLICT (member_id) DO UPDATE SET
       failures = CASE WHEN f.locked_until > $2 THEN f.failures
         WHEN f.locked_until IS NOT NULL THEN 1 ELSE LEAST(f.failures + 1, $3 + 1) END,
       locked_until = CASE WHEN f.locked_until > $2 THEN f.locked_until ELSE NULL END
     RETURNING failures, locked_until`,
    [memberId, now, lock.tries],
  );
  if (row.locked_until && row.locked_until > now) lock.locked(row.locked_until, now);
  if (row.failures > lock.tries) lock.locked(new Date(now.getTime() + lock.lockMs), now);
  return row.failures;
}

/**
 * The answer of try number `ordinal` was wrong: the last allowed wrong try locks (and throws);
 * otherwise, how many are left. The number is the try's own, not the row's count, which other
 * tries being checked at the same moment have raised already.
 */
export async function recordWrongTry(
  db: Queryable,
  lock: TryLock,
  memberId: number,
  ordinal: number,
  now: Date,
): Promise<{ attemptsLeft: number }> {
  if (ordinal < lock.tries) return { attemptsLeft: lock.tries - ordinal };
  const until = new Date(now.getTime() + lock.lockMs);
  await db.durable(`UPDATE ${lock.table} SET locked_until = $2 WHERE member_id = $1`, [
    memberId,
    until,
  ]);
  return lock.locked(until, now);
}

/** The answer was right: the count starts again. */
export async function clearTries(db: Queryable, lock: TryLock, memberId: number): Promise<void> {
  await db.durable(
    `UPDATE ${lock.table} SET failures = 0 WHERE member_id = $1 AND locked_until IS NULL`,
    [memberId],
  );
}
