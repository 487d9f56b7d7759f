// Bonuses (spec 000 §2 bonusDetails): the one writer of the bonuses table. An issued bonus is
// credited to the main wallet through the ledger in the caller's transaction (its kind picks the
// ledger kind); a pending one is only recorded, for the operator to issue later. Either way the
// answer carries the main balance after it.
import { moneyText, type BonusKind, type Cents, type Locale } from '../../engine';
import type { Queryable } from '../db/database';
import { mainBalance, moveMoney, type LedgerKind } from './wallet';

const LEDGER_KIND: Record<BonusKind, LedgerKind> = {
  promotion: 'BONUS',
  raffle: 'RAFFLE',
  rebate: 'REBATE',
  vip: 'VIP_BONUS',
};

export interface BonusGrant {
  memberId: number;
  kind: BonusKind;
  title: Record<Locale, string>;
  amount: Cents;
  status: 'issued' | 'pending';
  now: Date;
}

export async function grantBonus(
  tx: Queryable,
  grant: BonusGrant,
): Promise<{ bonusId: number; balance: string }> {
  const credited =
    grant.status === 'issued'
      ? await moveMoney(tx, {
          memberId: grant.memberId,
          amount: grant.amount,
          kind: LEDGER_KIND[grant.kind],
          remark: grant.title.en,
          now: grant.now,
        })
      : null;
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO bonuses (member_id, kind, title, amount, status, created_at, ledger_id) VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7) RETURNING id',
    [
      grant.memberId,
      grant.kind,
      JSON.stringify(grant.title),
      moneyText(grant.amount),
      grant.status,
      grant.now,
      credited?.ledgerId ?? null,
    ],
  );
  return { bonusId: row.id, balance: credited?.balance ?? (await mainBalance(tx, grant.memberId)) };
}
