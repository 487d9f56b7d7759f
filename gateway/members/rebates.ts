// The manual rebate (spec 000 §2 manualRebate): every valid bet settled since the member's last
// claim earns the merchant's rate for its category; claiming credits the sum as a rebate bonus and
// records the claim's time, from which the next claim counts, so each valid bet pays once. The
// member's row is locked first, so two claims at the same moment pay once (the second finds
// nothing left).
import {
  CATEGORIES,
  moneyCents,
  moneyText,
  percentOf,
  toMoney,
  type ActionValue,
  type Cents,
} from '../../engine';
import type { CashierSettings } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { grantBonus } from './bonuses';

interface Accrued {
  summary: ActionValue<'rebateSummary'>;
  total: Cents;
  validBet: Cents;
}

export async function accruedRebate(
  db: Queryable,
  memberId: number,
  rates: CashierSettings['rebateRates'],
  now: Date,
): Promise<Accrued> {
  const [last] = await db.query<{ settled_until: Date; created_at: Date }>(
    'SELECT settled_until, created_at FROM rebate_claims WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
    [memberId],
  );
  const rows = await db.query<{ category: string; valid_bet: string }>(
    `SELECT category, SUM(valid_bet) AS valid_bet FROM plays
     WHERE member_id = $1 AND settled AND settled_at > $2 AND settled_at <= $3 GROUP BY category`,
    [memberId, last?.settled_until ?? new Date(0), now],
  );
  const byCategory = new Map(rows.map((row) => [row.category, row]));
  const categories = CATEGORIES.flatMap((category) => {
    const rate = rates[category];
    if (!rate) return [];
    const validBet = moneyCents(toMoney(byCategory.get(category)?.valid_bet));
    return [{ category, validBet, rate, amount: percentOf(validBet, rate) }];
  });
  const total = categories.reduce((sum, row) => sum + row.amount, 0);
  const validBet = categories.reduce((sum, row) => sum + row.validBet, 0);
  return {
    summary: {
      categories: categories.map((row) => ({
        category: row.category,
        validBet: moneyText(row.validBet),
        rate: row.rate,
        amount: moneyText(row.amount),
      })),
      validBet: moneyText(validBet),
      total: moneyText(total),
      lastClaimAt: last?.created_at.toISOString() ?? null,
    },
    total,
    validBet,
  };
}

export async function claimRebate(
  tx: Queryable,
  request: { memberId: number; rates: CashierSettings['rebateRates']; now: Date },
): Promise<{ claimId: number; amount: string; balance: string }> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [request.memberId]);
  const accrued = await accruedRebate(tx, request.memberId, request.rates, request.now);
  if (accrued.total === 0) fail('CONFLICT', { message: 'There is no rebate to claim yet.' });
  const bonus = await grantBonus(tx, {
    memberId: request.memberId,
    kind: 'rebate',
    title: { pt: 'Rebate manual', en: 'Manual rebate' },
    amount: accrued.total,
    status: 'issued',
    now: request.now,
  });
  const [claim] = await tx.query<{ id: number }>(
    'INSERT INTO rebate_claims (member_id, settled_until, valid_bet, amount, created_at, bonus_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [
      request.memberId,
      request.now,
      moneyText(accrued.validBet),
      moneyText(accrued.total),
      request.now,
      bonus.bonusId,
    ],
  );
  return { claimId: claim.id, amount: moneyText(accrued.total), balance: bonus.balance };
}
