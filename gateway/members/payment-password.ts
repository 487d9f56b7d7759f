// The transaction password that guards money leaving an account (spec 001 §5: points redeem and
// conversion check it; the reference gateway asks it for transfers too). Every try is counted
// first, and 5 wrong ones lock the money actions for 15 minutes (rules/payment-password-lockout.ts)
// for every caller, on the gateway clock (the request's, core/request-time.ts, unless `now` is
// given).
import { fail } from '../core/gateway-error';
import { requestTime } from '../core/request-time';
import type { Queryable } from '../db/database';
import { verifyPassword } from '../rules/passwords';
import {
  clearPaymentPasswordFailures,
  countPaymentPasswordTry,
  recordPaymentPasswordFailure,
} from '../rules/payment-password-lockout';

export async function checkPaymentPassword(
  db: Queryable,
  memberId: number,
  password: string,
  now: Date = requestTime(),
): Promise<void> {
  const ordinal = await countPaymentPasswordTry(db, memberId, now);
  const [row] = await db.query<{ payment_password_hash: string | null }>(
    'SELECT payment_password_hash FROM members WHERE id = $1',
    [memberId],
  );
  if (row?.payment_password_hash && (await verifyPassword(password, row.payment_password_hash))) {
    await clearPaymentPasswordFailures(db, memberId);
    return;
  }
  const { attemptsLeft } = await recordPaymentPasswordFailure(db, memberId, ordinal, now);
  fail('PAYMENT_PASSWORD_INVALID', { value: { field: 'paymentPassword', attemptsLeft } });
}
