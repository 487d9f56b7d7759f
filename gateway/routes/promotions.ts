// Promotions (spec 001 §4 types, activity statuses and settlement periods): the list with each
// promotion's status for the member (engine promotionStatus over members/promotion-entries.ts),
// joining, applying with a comment and images judged by their content (members/proofs.ts, as the
// withdrawal proofs), claiming a settled bonus once, and the raffle draw: one draw per promotion per
// member per day, the prize picked by the CSPRNG and credited at once as a raffle bonus.
import { randomInt } from 'node:crypto';
import { moneyText, PROOF_FILE_DATA_MAX_LENGTH } from '../../engine';
import type { ActionContext, FamilyRoutes } from '../context/action-context';
import { cashierOf } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import { grantBonus } from '../members/bonuses';
import {
  claimPromotionBonus,
  DEFAULT_REVIEW_MINUTES,
  enterPromotion,
  memberPromotion,
  memberPromotions,
  settleDueApplications,
  type PromotionQuery,
} from '../members/promotion-entries';
import { checkProofs } from '../members/proofs';
import { raffleOf, recordRaffleDraw } from '../members/raffle-draws';
import { announceBalance } from '../services/balance-announcements';
import { CONFIRM_BODY_LIMIT } from './withdrawal';

const day = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The member's promotions query, after settling the applications the clock made due. Only a dev
 * gateway approves an application nobody reviewed within the merchant's minutes (a stand-in for
 * the operator while testing): in production a timer would hand out every bonus unreviewed, so
 * an application waits for its review (gateway/README.md "Promotions").
 */
async function settledQuery(
  context: ActionContext<unknown> & { session: { memberId: number } | null },
): Promise<PromotionQuery> {
  const { session, merchant, language, origin, now } = context;
  if (session && context.deps.dev) {
    const minutes = merchant.settings.promotionReviewMinutes ?? DEFAULT_REVIEW_MINUTES;
    const balance = await context.transaction((tx) =>
      settleDueApplications(tx, session.memberId, minutes, now),
    );
    if (balance !== null) announceBalance(context, session.memberId, balance);
  }
  return {
    merchantCode: merchant.code,
    memberId: session?.memberId ?? null,
    language,
    origin,
    now,
  };
}

export const promotionsRoutes: FamilyRoutes<'promotions'> = {
  promotions: {
    handler: async (context) => ({
      list: await memberPromotions(context.db, {
        ...(await settledQuery(context)),
        type: context.payload.type,
      }),
    }),
  },
  promotionJoin: {
    refusedWhileRestricted: true,
    realAccountOnly: true,
    handler: async (context) => {
      const query = { ...(await settledQuery(context)), id: context.payload.promotionId };
      await context.transaction(async (tx) =>
        enterPromotion(tx, {
          promotion: await memberPromotion(tx, query),
          memberId: context.session.memberId,
          utcOffsetMinutes: cashierOf(context.merchant.settings).utcOffsetMinutes,
          now: context.now,
        }),
      );
      return { promotion: await memberPromotion(context.db, query) };
    },
  },
  promotionApply: {
    refusedWhileRestricted: true,
    realAccountOnly: true,
    bodyLimit: CONFIRM_BODY_LIMIT,
    // The schema's longest proof data URL: one cut there still decodes to more than 5 MB, so an
    // image too large is named as such (its schema, defs.schema.json proofFileData, says why).
    cutStringsAfter: PROOF_FILE_DATA_MAX_LENGTH,
    handler: async (context) => {
      const { payload } = context;
      const query = { ...(await settledQuery(context)), id: payload.promotionId };
      const images = checkProofs(payload.images ?? [], 'images');
      await context.transaction(async (tx) =>
        enterPromotion(tx, {
          promotion: await memberPromotion(tx, query),
          memberId: context.session.memberId,
          utcOffsetMinutes: cashierOf(context.merchant.settings).utcOffsetMinutes,
          now: context.now,
          comment: payload.comment,
          images,
        }),
      );
      return { promotion: await memberPromotion(context.db, query) };
    },
  },
  promotionClaim: {
    refusedWhileRestricted: true,
    realAccountOnly: true,
    handler: async (context) => {
      const query = { ...(await settledQuery(context)), id: context.payload.promotionId };
      const claimed = await context.transaction(async (tx) =>
        claimPromotionBonus(tx, {
          promotion: await memberPromotion(tx, query),
          memberId: context.session.memberId,
          now: context.now,
        }),
      );
      announceBalance(context, context.session.memberId, claimed.balance);
      return { promotionId: context.payload.promotionId, ...claimed };
    },
  },
  raffleClaim: {
    refusedWhileRestricted: true,
    realAccountOnly: true,
    handler: async (context) => {
      const { payload, session, merchant, now, db } = context;
      const promotion = await raffleOf(db, payload.promotionId, merchant.code);
      if (!promotion?.raffle) fail('NOT_FOUND', { message: `No raffle ${payload.promotionId}.` });
      if (promotion.starts_at > now || promotion.ends_at <= now) {
        fail('CONFLICT', { message: 'This raffle is not running.' });
      }
      // Prizes are whole currency units (the seed's promotions.prizes); the credit is in cents.
      const prizeIndex = randomInt(0, promotion.prizes.length);
      const cents = promotion.prizes[prizeIndex] * 100;
      const amount = moneyText(cents);
      const claimId = await recordRaffleDraw(db, {
        memberId: session.memberId,
        promotionId: payload.promotionId,
        day: day(now),
        amount,
      });
      if (claimId === null) {
        fail('CONFLICT', {
          message:
            context.language === 'pt' ? 'Você já participou hoje.' : 'You already drew today.',
        });
      }
      const { balance } = await grantBonus(db, {
        memberId: session.memberId,
        kind: 'raffle',
        title: promotion.title,
        amount: cents,
        status: 'issued',
        now,
      });
      announceBalance(context, session.memberId, balance);
      return { claimId, promotionId: payload.promotionId, amount, prizeIndex, balance };
    },
  },
};
