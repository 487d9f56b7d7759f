// Turnover (the "withdrawable amount" of spec 000 §2 withdraw): money that came in as a deposit must
// be bet through once, and a bonus (promotion, raffle, VIP, rebate) three times — the merchant's
// multiples (cashier settings) — before it may leave. Counted over the account's life: what
// deposits and bonuses ask, less every valid bet made. While some is owed, that much of the
// balance stays; the rest may be withdrawn. Money a dev credit or a transfer brought asks nothing.
import { moneyCents, toMoney, type Cents } from '../../engine';
import type { CashierSettings } from '../core/cashier-settings';
import type { Queryable } from '../db/database';

export const BONUS_LEDGER_KINDS = ['BONUS', 'RAFFLE', 'VIP_BONUS', 'REBATE'] as const;

/** Valid bet still owed, in cents (0 when every credit is bet through). */
export async function turnoverOwed(
  db: Queryable,
  memberId: number,
  cashier: Pick<CashierSettings, 'turnover'>,
): Promise<Cents> {
  const [row] = await db.query<{ deposits: string; bonuses: string; valid_bet: string }>(
    `SELECT
       (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE member_id = $1 AND wallet = 'MAIN' AND kind = 'DEPOSIT') AS deposits,
       (SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE member_id = $1 AND wallet = 'MAIN' AND kind = ANY($2::text[])) AS bonuses,
       (SELECT COALESCE(SUM(valid_bet), 0) FROM plays WHERE member_id = $1) AS valid_bet`,
    [memberId, BONUS_LEDGER_KINDS],
  );
  const asked =
    moneyCents(toMoney(row.deposits)) * cashier.turnover.deposit +
    moneyCents(toMoney(row.bonuses)) * cashier.turnover.bonus;
  return Math.max(0, asked - moneyCents(toMoney(row.valid_bet)));
}

/** What may be withdrawn: the balance less what turnover still holds back. */
export function withdrawable(balance: Cents, owed: Cents): Cents {
  return Math.max(0, balance - owed);
}
