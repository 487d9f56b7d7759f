// The transaction password that guards money leaving an account (spec 001 §5: points redeem and
// conversion check it; the reference gateway asks it for transfers too).
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { verifyPassword } from '../rules/passwords';

export async function checkPaymentPassword(
  db: Queryable,
  memberId: number,
  password: string,
): Promise<void> {
  const [row] = await db.query<{ payment_password_hash: string | null }>(
    'SELECT payment_password_hash FROM members WHERE id = $1',
    [memberId],
  );
  if (!row?.payment_password_hash || !(await verifyPassword(password, row.payment_password_hash))) {
    fail('PAYMENT_PASSWORD_INVALID', { value: { field: 'paymentPassword' } });
  }
}
