// VIP levels (spec 000 §3 hasVip, vipLabelName, vipRankLevel; spec 001 §2 the VIP entry): the spec
// names a level and its label, not the ladder, so the ladder is ours (gateway README "VIP"). A
// member's level is the highest whose threshold their lifetime valid bet reaches, or the level the
// operator granted when that is higher: a level never goes down.
import type { Cents } from '../money';

export interface VipLevel {
  level: number;
  label: 'Bronze' | 'Gold' | 'Diamond';
  /** Lifetime valid bet that reaches the level. */
  threshold: Cents;
  /** Paid once when the level is reached (claimed by the member). */
  levelUpBonus: Cents;
  /** Paid once per GMT month to a member at this level. */
  monthlyBonus: Cents;
}

const level = (
  number: number,
  label: VipLevel['label'],
  threshold: number,
  levelUpBonus: number,
  monthlyBonus: number,
): VipLevel => ({
  level: number,
  label,
  threshold: threshold * 100,
  levelUpBonus: levelUpBonus * 100,
  monthlyBonus: monthlyBonus * 100,
});

export const VIP_LEVELS: readonly VipLevel[] = [
  level(1, 'Bronze', 2_000, 10, 5),
  level(2, 'Bronze', 10_000, 30, 10),
  level(3, 'Bronze', 30_000, 60, 20),
  level(4, 'Gold', 100_000, 150, 50),
  level(5, 'Gold', 250_000, 300, 100),
  level(6, 'Gold', 500_000, 600, 200),
  level(7, 'Diamond', 1_000_000, 1_200, 400),
  level(8, 'Diamond', 2_000_000, 2_500, 800),
];

export const MAX_VIP_LEVEL = VIP_LEVELS.length;

/** The label of a level; '' below level 1 (not a VIP). */
export function vipLabel(levelNumber: number): string {
  if (levelNumber <= 0) return '';
  return VIP_LEVELS[Math.min(levelNumber, MAX_VIP_LEVEL) - 1].label;
}

export interface VipStanding {
  /** 0 = not a VIP. */
  level: number;
  label: string;
  validBet: Cents;
  /** The next level and what is still missing to reach it; null at the top. */
  next: { level: number; threshold: Cents; remaining: Cents } | null;
}

/**
 * Where a member stands: the level their valid bet reaches (at least the granted one, at most the
 * top), and the valid bet still missing to the next level.
 */
export function vipStanding(validBet: Cents, grantedLevel = 0): VipStanding {
  if (!Number.isSafeInteger(validBet) || validBet < 0) {
    throw new RangeError(`vipStanding: validBet must be whole cents ≥ 0 (got ${validBet})`);
  }
  const reached = VIP_LEVELS.filter((each) => validBet >= each.threshold).length;
  const current = Math.min(Math.max(reached, Math.floor(grantedLevel)), MAX_VIP_LEVEL);
  const next = VIP_LEVELS[current];
  return {
    level: current,
    label: vipLabel(current),
    validBet,
    next: next
      ? {
          level: next.level,
          threshold: next.threshold,
          remaining: Math.max(next.threshold - validBet, 0),
        }
      : null,
  };
}

/** The GMT month holding `now`, 'YYYY-MM': the monthly bonus's period. */
export function vipMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}
