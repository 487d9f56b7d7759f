// Five wrong transaction passwords in a row lock every action that asks for it for 15 minutes:
// the six-digit space is a million guesses, and without a limit a stolen session could walk it.
// Each try is counted before the password is checked, in one statement, so of any number of
// parallel tries at most 5 are checked; the statements are durable (db/database.ts), because the
// refusal rolls back the money transaction they run in. The right password starts the count again;
// so does the end of a lock. Per member, not per session: a new login does not lift it.
import { fail, retryAfter } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { clearTries, countTry, recordWrongTry, type TryLock } from './try-lockout';

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

const LOCK: TryLock = {
  table: 'payment_password_failures',
  tries: PAYMENT_PASSWORD_TRIES,
  lockMs: PAYMENT_PASSWORD_LOCK_MS,
  locked: paymentPasswordLocked,
};

/**
 * Counts a try before its password is checked and answers its number in the row; throws
 * PAYMENT_PASSWORD_LOCKED while locked, or while the tries that may still lock it are being
 * checked.
 */
export function countPaymentPasswordTry(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<number> {
  return countTry(db, LOCK, memberId, now);
}

/** The password of try number `ordinal` was wrong: the 5th wrong try locks (and throws). */
export function recordPaymentPasswordFailure(
  db: Queryable,
  memberId: number,
  ordinal: number,
  now: Date,
): Promise<{ attemptsLeft: number }> {
  return recordWrongTry(db, LOCK, memberId, ordinal, now);
}

/** The password was right: the count starts again. */
export function clearPaymentPasswordFailures(db: Queryable, memberId: number): Promise<void> {
  return clearTries(db, LOCK, memberId);
}
