// The manual rebate (spec 000 §2 manualRebate): what is accrued and claiming it, once per
// Idempotency-Key, and never twice for the same valid bets (gateway/members/rebates.ts).
import type { FamilyRoutes } from '../context/action-context';
import { cashierOf } from '../core/cashier-settings';
import { accruedRebate, claimRebate } from '../members/rebates';
import { announceBalance } from '../services/balance-announcements';

export const rebateRoutes: FamilyRoutes<'rebate'> = {
  rebateSummary: {
    handler: async ({ session, merchant, now, db }) =>
      (await accruedRebate(db, session.memberId, cashierOf(merchant.settings).rebateRates, now))
        .summary,
  },
  claimRebate: {
    realAccountOnly: true,
    handler: async (context) => {
      const { session, merchant, now, db } = context;
      const claim = await claimRebate(db, {
        memberId: session.memberId,
        rates: cashierOf(merchant.settings).rebateRates,
        now,
      });
      announceBalance(context, session.memberId, claim.balance);
      return claim;
    },
  },
};
