// VIP (gateway README "VIP"; the ladder is engine VIP_LEVELS): the member's level from their
// lifetime valid bet (settled plays) or the level the operator granted, whichever is higher; the
// level-up bonus of every level reached, claimed once each, and the monthly bonus of the current
// level, claimed once per GMT month. Both are VIP bonuses credited to the main wallet (VIP_BONUS).
import {
  moneyCents,
  moneyText,
  VIP_LEVELS,
  vipMonth,
  vipStanding,
  type ActionValue,
  type VipStanding,
} from '../../engine';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { claimedPeriods, claimReward } from './reward-claims';

type ClaimStatus = 'locked' | 'claimable' | 'claimed';

/** Lifetime valid bet of the member's settled plays, in cents. */
export async function lifetimeValidBet(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ valid_bet: string }>(
    'SELECT coalesce(sum(valid_bet), 0)::numeric(14, 2)::text AS valid_bet FROM plays WHERE member_id = $1 AND settled',
    [memberId],
  );
  return moneyCents(row.valid_bet);
}

export async function memberVipStanding(
  db: Queryable,
  member: { id: number; vip_level: number },
): Promise<VipStanding> {
  return vipStanding(await lifetimeValidBet(db, member.id), member.vip_level);
}

export async function vipOverview(
  db: Queryable,
  member: { id: number; vip_level: number },
  now: Date,
): Promise<ActionValue<'vip'>> {
  const standing = await memberVipStanding(db, member);
  const levelUps = await claimedPeriods(db, member.id, 'vipLevelUp');
  const months = await claimedPeriods(db, member.id, 'vipMonthly');
  const month = vipMonth(now);
  const current = VIP_LEVELS[standing.level - 1];
  const status = (reached: boolean, claimed: boolean): ClaimStatus =>
    claimed ? 'claimed' : reached ? 'claimable' : 'locked';
  return {
    level: standing.level,
    label: standing.label,
    validBet: moneyText(standing.validBet),
    next: standing.next && {
      level: standing.next.level,
      threshold: moneyText(standing.next.threshold),
      remaining: moneyText(standing.next.remaining),
    },
    levels: VIP_LEVELS.map((level) => ({
      level: level.level,
      label: level.label,
      threshold: moneyText(level.threshold),
      levelUpBonus: moneyText(level.levelUpBonus),
      monthlyBonus: moneyText(level.monthlyBonus),
      levelUp: status(level.level <= standing.level, levelUps.has(String(level.level))),
    })),
    monthly: {
      month,
      amount: moneyText(current?.monthlyBonus ?? 0),
      status: status(standing.level > 0, months.has(month)),
    },
  };
}

/** How many VIP bonuses the member may claim now (the reward centre's badge). */
export function claimableVipBonuses(overview: ActionValue<'vip'>): number {
  return (
    overview.levels.filter((level) => level.levelUp === 'claimable').length +
    (overview.monthly.status === 'claimable' ? 1 : 0)
  );
}

export async function claimVipBonus(
  tx: Queryable,
  request: {
    member: { id: number; vip_level: number };
    kind: 'levelUp' | 'monthly';
    level?: number;
    now: Date;
  },
): Promise<{ amount: string; balance: string }> {
  const { member, kind, now } = request;
  const standing = await memberVipStanding(tx, member);
  if (standing.level === 0) {
    fail('CONFLICT', {
      texts: {
        en: 'You are not a VIP yet: VIP bonuses start at level 1.',
        pt: 'Você ainda não é VIP: os bônus VIP começam no nível 1.',
      },
    });
  }
  if (kind === 'levelUp') {
    const asked = request.level ?? standing.level;
    const level = VIP_LEVELS[asked - 1];
    if (!level) {
      fail('BAD_REQUEST', {
        message: `vipClaim level: expected a level from 1 to ${VIP_LEVELS.length} (got ${asked}).`,
      });
    }
    if (asked > standing.level) {
      fail('CONFLICT', {
        texts: {
          en: `VIP level ${asked} is not reached yet: you are at level ${standing.level}.`,
          pt: `O nível VIP ${asked} ainda não foi alcançado: você está no nível ${standing.level}.`,
        },
      });
    }
    const credit = await claimReward(tx, {
      memberId: member.id,
      reward: 'vipLevelUp',
      period: String(asked),
      now,
      claimedAlready: {
        en: `The level-up bonus of VIP level ${asked} is claimed already.`,
        pt: `O bônus de subida do nível VIP ${asked} já foi resgatado.`,
      },
      credit: {
        kind: 'money',
        bonusKind: 'vip',
        amount: level.levelUpBonus,
        title: { en: `VIP level ${asked} bonus`, pt: `Bônus do nível VIP ${asked}` },
      },
    });
    return { amount: moneyText(level.levelUpBonus), balance: credit.balance! };
  }
  const month = vipMonth(now);
  const amount = VIP_LEVELS[standing.level - 1].monthlyBonus;
  const credit = await claimReward(tx, {
    memberId: member.id,
    reward: 'vipMonthly',
    period: month,
    now,
    claimedAlready: {
      en: `The VIP monthly bonus of ${month} is claimed already.`,
      pt: `O bônus mensal VIP de ${month} já foi resgatado.`,
    },
    credit: {
      kind: 'money',
      bonusKind: 'vip',
      amount,
      title: { en: `VIP monthly bonus ${month}`, pt: `Bônus mensal VIP ${month}` },
    },
  });
  return { amount: moneyText(amount), balance: credit.balance! };
}
