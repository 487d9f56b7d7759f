// Five wrong transaction passwords in a row lock every action that asks for it for 15 minutes:
// the six-digit space is a million guesses, and without a limit a stolen session could walk it.
// Only wrong passwords count, each in one statement once it was checked (rules/try-lockout.ts), so
// of any number of parallel wrong tries exactly 5 are counted and the rest find the lock, and
// right passwords sent at the same moment are never refused for each other. The right password
// starts the count again; so does the end of a lock. Per member, not per session: a new login does
// not lift it.
import { fail, retryAfter } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import {
  countRightTry,
  countWrongTry,
  refuseWhileLocked,
  type TryCount,
  type TryLock,
} from './try-lockout';

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

/** The table of the count: a member's query may read it beside what it reads anyway. */
export const PAYMENT_PASSWORD_COUNT_TABLE = LOCK.table;

/** Throws PAYMENT_PASSWORD_LOCKED while money actions are locked, before a password is checked. */
export function refusePaymentPasswordWhileLocked(count: TryCount, now: Date): void {
  refuseWhileLocked(LOCK, count, now);
}

/** A wrong password: how many tries are left, or the lock (the 5th locks, and throws). */
export function countWrongPaymentPassword(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<{ attemptsLeft: number }> {
  return countWrongTry(db, LOCK, memberId, now);
}

/** The password was right: the count starts again (unless wrong ones beside it locked first). */
export function countRightPaymentPassword(
  db: Queryable,
  memberId: number,
  now: Date,
  before: TryCount,
): Promise<void> {
  return countRightTry(db, LOCK, memberId, now, before);
}
