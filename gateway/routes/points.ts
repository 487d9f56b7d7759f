// The points mall (spec 001 §3, §5, §7): balance, goods, configuration, records, redeem and
// conversion. Redeem and conversion come encrypted and check the payment password; points never
// go below zero and never expire (spec 001 §9).
import { catalogueTexts, convertedCents, convertProblem, moneyText } from '../../engine';
import { artSize, artUrl } from '../art/art-kinds';
import type { FamilyRoutes } from '../context/action-context';
import { fail } from '../core/gateway-error';
import type { MerchantSettings } from '../core/merchants';
import type { Queryable } from '../db/database';
import { checkPaymentPassword } from '../members/payment-password';
import { spendPoints } from '../members/points-spend';
import { redeemApproveAfterMinutes, redeemGoods, settleDueRedeems } from '../members/redeems';
import { lockWallets, moveMoney } from '../members/wallet';
import { announceBalance } from '../services/balance-announcements';
import { pagedList, pageOf } from '../store/paging';
import { goodsRows, pointsLedgerPage, pointsOf, redeemPage } from '../store/points';

/** Settles the member's redeems the clock has made due, before a read shows them. */
async function settleDue(context: {
  db: Queryable;
  session: { memberId: number };
  merchant: { settings: MerchantSettings };
  now: Date;
}): Promise<void> {
  await settleDueRedeems(
    context.db,
    context.session.memberId,
    redeemApproveAfterMinutes(context.merchant.settings),
    context.now,
  );
}

export const pointsRoutes: FamilyRoutes<'points'> = {
  pointsBalance: {
    module: 'POINTMALL3',
    handler: async (context) => {
      const { session, db } = context;
      await settleDue(context);
      return { points: await pointsOf(db, session.memberId) };
    },
  },
  pointsRewards: {
    module: 'POINTMALL3',
    handler: async ({ merchant, language, origin, db }) => {
      const rows = await goodsRows(db, merchant.code, language);
      return {
        list: rows.map((row) => ({
          id: row.id,
          name: row.name,
          points: row.points,
          amountRequirement: row.amount_requirement,
          stock: row.stock,
          imageUrl: artUrl(origin, 'goods', row.id),
          imageSize: artSize('goods'),
        })),
      };
    },
  },
  pointsConfig: {
    module: 'POINTMALL3',
    handler: async ({ merchant }) => {
      const { exchangeRatio, minConvertPoints, digits } = merchant.settings.points;
      return { exchangeRatio, minConvertPoints, digits, expires: false as const };
    },
  },
  redeemList: {
    module: 'POINTMALL3',
    handler: async (context) => {
      const { payload, session, language, db } = context;
      await settleDue(context);
      const result = await redeemPage(db, session.memberId, language, pageOf(payload));
      return pagedList(result, (row) => ({
        id: row.id,
        name: row.name,
        quantity: row.quantity,
        points: row.points,
        amountRequirement: row.amount_requirement,
        status: row.status,
        createdAt: row.created_at.toISOString(),
      }));
    },
  },
  pointsDetail: {
    module: 'POINTMALL3',
    handler: async (context) => {
      const { payload, session, db } = context;
      await settleDue(context);
      const result = await pointsLedgerPage(db, session.memberId, pageOf(payload));
      return pagedList(result, (row) => ({
        id: row.id,
        changedPoints: row.changed_points,
        pointsBalance: row.points_balance,
        remark: row.remark,
        type: row.type,
        status: row.status,
        createdAt: row.created_at.toISOString(),
      }));
    },
  },
  redeem: {
    refusedWhileRestricted: true,
    module: 'POINTMALL3',
    realAccountOnly: true,
    beforeTransaction: ({ payload, session, now, db }) =>
      checkPaymentPassword(db, session.memberId, payload.paymentPassword, now),
    handler: async ({ payload, session, merchant, now, db }) => {
      const { redeemId, points } = await redeemGoods(db, {
        memberId: session.memberId,
        merchantCode: merchant.code,
        goodsId: payload.goodsId,
        quantity: payload.quantity,
        now,
      });
      return { redeemId, points, status: 'in process' };
    },
  },
  convertPoints: {
    refusedWhileRestricted: true,
    module: 'POINTMALL3',
    realAccountOnly: true,
    beforeTransaction: async ({ payload, session, merchant, now, db }) => {
      const { minConvertPoints } = merchant.settings.points;
      // The page's own check (engine convertProblem), with its text in both languages; having
      // the points is the spend's to check, under its lock.
      const problem = convertProblem(payload.points, { minConvertPoints, available: Infinity });
      if (problem === 'belowMinimum') {
        fail('BAD_REQUEST', {
          texts: catalogueTexts('points.convertProblem.belowMinimum', { min: minConvertPoints }),
          value: { field: 'points' },
        });
      }
      await checkPaymentPassword(db, session.memberId, payload.paymentPassword, now);
    },
    handler: async (context) => {
      const { payload, session, merchant, now, db } = context;
      const { exchangeRatio } = merchant.settings.points;
      const cents = convertedCents(payload.points, exchangeRatio);
      const amount = moneyText(cents);
      // The wallet before the points, as a play takes them (members/plays.ts): a conversion and a
      // round at the same moment wait for each other instead of deadlocking.
      await lockWallets(db, [{ memberId: session.memberId }]);
      const { points } = await spendPoints(
        db,
        session.memberId,
        payload.points,
        'CONVERT',
        `Converted to ${amount}`,
        now,
      );
      const { balance } = await moveMoney(db, {
        memberId: session.memberId,
        amount: cents,
        kind: 'POINTS_CONVERT',
        remark: `${payload.points} points`,
        now,
      });
      announceBalance(context, session.memberId, balance);
      return { points, amount, balance };
    },
  },
};
