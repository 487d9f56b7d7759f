// Turnover (the "withdrawable amount" of spec 000 §2 withdraw): money that came in as a deposit must
// be bet through once, and a bonus (promotion, raffle, VIP, rebate) three times — the merchant's
// multiples (cashier settings) — before it may leave the member's play. Counted over the account's
// life: what deposits and bonuses ask, less every valid bet made. While some is owed, that much of
// the balance stays; the rest may go. Every way out of the member's play asks it: a withdrawal, a
// transfer to the upline, an agent's transfer to a downline (refuseBeyondWithdrawable). Money that
// came from another member's transfer asks nothing, because the sender could send only what its
// own turnover let go; nor does an operator's credit.
import { moneyCents, moneyText, toMoney, type Cents } from '../../engine';
import type { CashierSettings } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
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

/**
 * Refuses to let `amount` leave the member's play when turnover holds it back: judged under the
 * main wallet's lock (the caller's lockWallets, whose balance this takes), so parallel moves are
 * judged one at a time. The refusal says how much may go now and how much valid bet is owed.
 */
export async function refuseBeyondWithdrawable(
  tx: Queryable,
  move: {
    memberId: number;
    balance: Cents;
    amount: Cents;
    /** The amount as the member typed it, for the message. */
    asked: string;
    cashier: Pick<CashierSettings, 'turnover'>;
    kind: 'withdraw' | 'transfer';
  },
): Promise<void> {
  const owed = await turnoverOwed(tx, move.memberId, move.cashier);
  if (move.amount > withdrawable(move.balance, owed)) refuse(move, owed);
}

function refuse(
  move: { balance: Cents; asked: string; kind: 'withdraw' | 'transfer' },
  owed: Cents,
): never {
  const allowed = moneyText(withdrawable(move.balance, owed));
  const verb = { en: move.kind, pt: move.kind === 'withdraw' ? 'sacar' : 'transferir' };
  const why = {
    en: owed > 0 ? ` now: ${moneyText(owed)} of valid bet is still owed` : '',
    pt: owed > 0 ? ` agora: ainda faltam ${moneyText(owed)} de aposta válida` : '',
  };
  return fail('INSUFFICIENT_FUNDS', {
    texts: {
      en: `You can ${verb.en} at most ${allowed}${why.en} (got ${move.asked}).`,
      pt: `Você pode ${verb.pt} no máximo ${allowed}${why.pt} (veio ${move.asked}).`,
    },
    value: { field: 'amount', expected: `at most ${allowed}`, found: move.asked },
  });
}
