// The transaction password that guards money leaving an account (spec 001 §5: points redeem and
// conversion check it; the reference gateway asks it for transfers too). A money action checks it
// before its transaction opens (the route's beforeTransaction), so its hash holds no row lock and
// no pooled connection. Only wrong passwords count: 5 lock the money actions for 15 minutes
// (rules/payment-password-lockout.ts) for every caller, on the gateway clock (the request's,
// core/request-time.ts, unless `now` is given).
import { fail } from '../core/gateway-error';
import { requestTime } from '../core/request-time';
import type { Queryable } from '../db/database';
import {
  countRightPaymentPassword,
  countWrongPaymentPassword,
  PAYMENT_PASSWORD_COUNT_TABLE,
  refusePaymentPasswordWhileLocked,
} from '../rules/payment-password-lockout';
import { verifyRememberedPassword } from '../rules/remembered-passwords';

export async function checkPaymentPassword(
  db: Queryable,
  memberId: number,
  password: string,
  now: Date = requestTime(),
): Promise<void> {
  const [row] = await db.query<{
    payment_password_hash: string | null;
    failures: number | null;
    locked_until: Date | null;
  }>(
    `SELECT m.payment_password_hash, f.failures, f.locked_until
     FROM members m LEFT JOIN ${PAYMENT_PASSWORD_COUNT_TABLE} f ON f.member_id = m.id WHERE m.id = $1`,
    [memberId],
  );
  const count = { failures: row?.failures ?? 0, locked_until: row?.locked_until ?? null };
  refusePaymentPasswordWhileLocked(count, now);
  const stored = row?.payment_password_hash;
  if (stored && (await verifyRememberedPassword(memberId, password, stored))) {
    await countRightPaymentPassword(db, memberId, now, count);
    return;
  }
  const { attemptsLeft } = await countWrongPaymentPassword(db, memberId, now);
  fail('PAYMENT_PASSWORD_INVALID', { value: { field: 'paymentPassword', attemptsLeft } });
}
