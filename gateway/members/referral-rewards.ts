// The inviter's referral rewards (spec 000 §2 referral "the rewards earned"; gateway README
// "Referral"): once an invited friend's settled valid bet reaches REFERRAL_VALID_BET, the inviter
// earns REFERRAL_REWARD for that friend, once per friend. Settled lazily when the inviter reads
// the rewards (as the withdrawals and redeems are), each friend a reward_claims row, so a second
// read or a parallel one pays nothing twice.
import { moneyText, type Cents } from '../../engine';
import type { Queryable } from '../db/database';
import { maskedName } from './plays';
import { tryClaimReward } from './reward-claims';

export const REFERRAL_VALID_BET: Cents = 10_000;
export const REFERRAL_REWARD: Cents = 1_000;

export interface ReferralReward {
  friendId: number;
  friend: string;
  amount: string;
  createdAt: Date;
}

/** Pays what the inviter's friends earned them since the last read; the new main balance, if any. */
export async function settleReferralRewards(
  tx: Queryable,
  memberId: number,
  now: Date,
): Promise<string | null> {
  const due = await tx.query<{ id: number; username: string }>(
    `SELECT m.id, m.username FROM members m
     WHERE m.profile->>'recommenderId' = $1
       AND NOT EXISTS (SELECT 1 FROM reward_claims c WHERE c.member_id = $2 AND c.reward = 'referral' AND c.period = m.id::text)
       AND (SELECT coalesce(sum(valid_bet), 0) FROM plays p WHERE p.member_id = m.id AND p.settled) >= $3::numeric
     ORDER BY m.id`,
    [String(memberId), memberId, moneyText(REFERRAL_VALID_BET)],
  );
  let balance: string | null = null;
  for (const friend of due) {
    const credit = await tryClaimReward(tx, {
      memberId,
      reward: 'referral',
      period: String(friend.id),
      now,
      credit: {
        kind: 'money',
        bonusKind: 'promotion',
        amount: REFERRAL_REWARD,
        title: {
          en: `Referral reward: ${maskedName(friend.username)}`,
          pt: `Recompensa de indicação: ${maskedName(friend.username)}`,
        },
      },
    });
    // Null: a parallel read paid this friend first.
    if (credit) balance = credit.balance;
  }
  return balance;
}

export async function referralRewards(db: Queryable, memberId: number): Promise<ReferralReward[]> {
  return db.query<ReferralReward>(
    `SELECT m.id AS "friendId", m.username AS friend, c.amount::text AS amount, c.created_at AS "createdAt"
     FROM reward_claims c JOIN members m ON m.id = c.period::integer
     WHERE c.member_id = $1 AND c.reward = 'referral' ORDER BY c.created_at DESC, c.id DESC`,
    [memberId],
  );
}
