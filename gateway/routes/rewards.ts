// Rewards (gateway README "VIP", "Reward centre items", "Referral"): the member's VIP level and
// bonuses, the reward centre's own items and the inviter's referral rewards. Every claim is one
// transaction that records the period before it credits, so a period pays once.
import { moneyText } from '../../engine';
import { artSize, artUrl } from '../art/art-kinds';
import type { FamilyRoutes, MemberContext } from '../context/action-context';
import { fail } from '../core/gateway-error';
import { memberById } from '../members/member-row';
import { maskedName } from '../members/plays';
import {
  REFERRAL_REWARD,
  REFERRAL_VALID_BET,
  referralRewards,
  settleReferralRewards,
} from '../members/referral-rewards';
import { claimRewardItem, rewardItems } from '../members/reward-items';
import { claimVipBonus, vipOverview } from '../members/vip';
import { announceBalance } from '../services/balance-announcements';

async function vipMember(context: MemberContext<unknown>) {
  const member = await memberById(context.db, context.session.memberId);
  if (!member) fail('TOKEN_INVALID');
  return member;
}

export const rewardsRoutes: FamilyRoutes<'rewards'> = {
  vip: {
    module: 'VIP3',
    handler: async (context) => {
      const overview = await vipOverview(context.db, await vipMember(context), context.now);
      return {
        ...overview,
        levels: overview.levels.map((level) => ({
          ...level,
          imageUrl: artUrl(context.origin, 'vip', level.level),
          imageSize: artSize('vip'),
        })),
      };
    },
  },
  vipClaim: {
    refusedWhileRestricted: true,
    module: 'VIP3',
    realAccountOnly: true,
    handler: async (context) => {
      const member = await vipMember(context);
      const claimed = await context.transaction((tx) =>
        claimVipBonus(tx, {
          member,
          kind: context.payload.kind,
          level: context.payload.level,
          now: context.now,
        }),
      );
      announceBalance(context, member.id, claimed.balance);
      return claimed;
    },
  },
  rewards: {
    handler: async (context) => ({
      list: await rewardItems(context.db, context.session.memberId, context.now),
    }),
  },
  rewardClaim: {
    refusedWhileRestricted: true,
    realAccountOnly: true,
    handler: async (context) => {
      const { reward } = context.payload;
      const memberId = context.session.memberId;
      const { amount, points, credit } = await context.transaction((tx) =>
        claimRewardItem(tx, { memberId, reward, now: context.now }),
      );
      if (credit.balance !== null) announceBalance(context, memberId, credit.balance);
      return {
        reward,
        amount,
        points,
        balance: credit.balance,
        pointsBalance: credit.points,
      };
    },
  },
  referralRewards: {
    module: 'REFERRAL3',
    handler: async (context) => {
      const memberId = context.session.memberId;
      const balance = await context.transaction((tx) =>
        settleReferralRewards(tx, memberId, context.now),
      );
      if (balance !== null) announceBalance(context, memberId, balance);
      return {
        validBet: moneyText(REFERRAL_VALID_BET),
        reward: moneyText(REFERRAL_REWARD),
        list: (await referralRewards(context.db, memberId)).map((reward) => ({
          friend: maskedName(reward.friend),
          amount: reward.amount,
          createdAt: reward.createdAt.toISOString(),
        })),
      };
    },
  },
};
