// Five wrong transaction passwords in a row lock every action that asks for it for 15 minutes:
// the six-digit space is a million guesses, and without a limit a stolen session could walk it.
// Each try is counted before the password is checked, in one statement, so of any number of
// parallel tries at most 5 are checked; the statements are durable (db/database.ts), because the
// refusal rolls back the money transaction they run in. The right password starts the count again;
// so does the end of a lock. Per member, not per session: a new login does not lift it.
import { fail, retryAfter } from '../core/gateway-error';
import type { Queryable } from '../db/database';

export const PAYMENT_PASSWORD_TRIES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60 * 1000;

const clockTime = (time: Date) => `${time.toISOString().slice(11, 16)} UTC`;

/** The refusal while money actions are locked: 429, Retry-After, value.lockedUntil. */
export function paymentPasswordLocked(until: Date, now: Date): never {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const { headers, value } = retryAfter(seconds);
  return fail('PAYMENT_PASSWORD_LOCKED', {
    headers,
    value: { field: 'paymentPassword', lockedUntil: until.toISOString(), ...value },
    texts: {
      en: `The payment password was wrong ${PAYMENT_PASSWORD_TRIES} times: money actions are locked until ${clockTime(until)} (${minutes} minutes).`,
      pt: `A senha de pagamento foi errada ${PAYMENT_PASSWORD_TRIES} vezes: as operações com dinheiro estão bloqueadas até ${clockTime(until)} (${minutes} minutos).`,
    },
  });
}

/**
 * Counts a try before its password is checked and answers its number in the row; throws
 * PAYMENT_PASSWORD_LOCKED while locked, or while the tries that may still lock it are being
 * checked.
 */
export async function countPaymentPasswordTry(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<number> {
  const [row] = await db.durable<{ failures: number; locked_until: Date | null }>(
    `INSERT INTO payment_password_failures AS f (member_id, failures, locked_until) VALUES ($1, 1, NULL)
     ON CONFLICT (member_id) DO UPDATE SET
       failures = CASE WHEN f.locked_until > $2 THEN f.failures
         WHEN f.locked_until IS NOT NULL THEN 1 ELSE LEAST(f.failures + 1, $3 + 1) END,
       locked_until = CASE WHEN f.locked_until > $2 THEN f.locked_until ELSE NULL END
     RETURNING failures, locked_until`,
    [memberId, now, PAYMENT_PASSWORD_TRIES],
  );
  if (row.locked_until && row.locked_until > now) paymentPasswordLocked(row.locked_until, now);
  if (row.failures > PAYMENT_PASSWORD_TRIES) {
    paymentPasswordLocked(new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MS), now);
  }
  return row.failures;
}

/**
 * The password of try number `ordinal` was wrong: the 5th wrong try locks (and throws); otherwise,
 * how many are left. The number is the try's own, not the row's count, which other tries being
 * checked at the same moment have raised already.
 */
export async function recordPaymentPasswordFailure(
  db: Queryable,
  memberId: number,
  ordinal: number,
  now: Date,
): Promise<{ attemptsLeft: number }> {
  if (ordinal < PAYMENT_PASSWORD_TRIES) return { attemptsLeft: PAYMENT_PASSWORD_TRIES - ordinal };
  const until = new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MS);
  await db.durable('UPDATE payment_password_failures SET locked_until = $2 WHERE member_id = $1', [
    memberId,
    until,
  ]);
  return paymentPasswordLocked(until, now);
}

/** The password was right: the count starts again. */
export async function clearPaymentPasswordFailures(db: Queryable, memberId: number): Promise<void> {
  await db.durable(
    'UPDATE payment_password_failures SET failures = 0 WHERE member_id = $1 AND locked_until IS NULL',
    [memberId],
  );
}
