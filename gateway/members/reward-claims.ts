// The one writer of reward_claims (migration 022): a reward paid once per member, reward and
// period. The claim row goes in first, so of parallel claims one inserts and the others meet the
// unique index (ON CONFLICT DO NOTHING: no error that would abort the transaction) and are refused
// with the reward’s own message; the credit follows in the same
// transaction, to the main wallet as a bonus (its ledger line) or to the points.
import { moneyText, type BonusKind, type Cents, type Locale } from '../../engine';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { grantBonus } from './bonuses';
import { writePointsLine } from './points-ledger';

export interface RewardClaimRow {
  memberId: number;
  reward: string;
  period: string;
  now: Date;
  credit:
    | { kind: 'money'; bonusKind: BonusKind; amount: Cents; title: Record<Locale, string> }
    | { kind: 'points'; points: number; remark: string };
}

export interface RewardClaim extends RewardClaimRow {
  /** The player's words when the period is claimed already. */
  claimedAlready: Readonly<Record<Locale, string>>;
}

export interface RewardCredit {
  claimId: number;
  /** Main wallet after a money credit; null for points. */
  balance: string | null;
  points: number | null;
}

/** The claim row, or null when the period is claimed already (by an earlier or parallel claim). */
async function insertClaim(tx: Queryable, claim: RewardClaimRow): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO reward_claims (member_id, reward, period, amount, points, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (member_id, reward, period) DO NOTHING RETURNING id`,
    [
      claim.memberId,
      claim.reward,
      claim.period,
      claim.credit.kind === 'money' ? moneyText(claim.credit.amount) : '0.00',
      claim.credit.kind === 'points' ? claim.credit.points : 0,
      claim.now,
    ],
  );
  return row?.id ?? null;
}

/** Records the claim and credits it; null when the period was claimed already. */
export async function tryClaimReward(
  tx: Queryable,
  claim: RewardClaimRow,
): Promise<RewardCredit | null> {
  const claimId = await insertClaim(tx, claim);
  if (claimId === null) return null;
  const { credit } = claim;
  if (credit.kind === 'money') {
    const granted = await grantBonus(tx, {
      memberId: claim.memberId,
      kind: credit.bonusKind,
      title: credit.title,
      amount: credit.amount,
      status: 'issued',
      now: claim.now,
    });
    await tx.query('UPDATE reward_claims SET bonus_id = $2 WHERE id = $1', [
      claimId,
      granted.bonusId,
    ]);
    return { claimId, balance: granted.balance, points: null };
  }
  const [row] = await tx.query<{ points: number }>(
    'UPDATE points_balances SET points = points + $2 WHERE member_id = $1 RETURNING points',
    [claim.memberId, credit.points],
  );
  await writePointsLine(tx, {
    memberId: claim.memberId,
    changedPoints: credit.points,
    pointsBalance: row.points,
    type: 'EARN',
    status: 'done',
    remark: credit.remark,
    now: claim.now,
  });
  return { claimId, balance: null, points: row.points };
}

/** The same, refusing a period claimed already with the reward's own words. */
export async function claimReward(tx: Queryable, claim: RewardClaim): Promise<RewardCredit> {
  return (await tryClaimReward(tx, claim)) ?? fail('CONFLICT', { texts: claim.claimedAlready });
}

/** The periods of a reward the member has claimed. */
export async function claimedPeriods(
  db: Queryable,
  memberId: number,
  reward: string,
): Promise<Set<string>> {
  const rows = await db.query<{ period: string }>(
    'SELECT period FROM reward_claims WHERE member_id = $1 AND reward = $2',
    [memberId, reward],
  );
  return new Set(rows.map((row) => row.period));
}
