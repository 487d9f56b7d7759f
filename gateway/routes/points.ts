// The points mall (spec 001 §3, §5, §7): balance, goods, configuration, records, redeem and
// conversion. Redeem and conversion come encrypted and check the payment password; points never
// go below zero and never expire (spec 001 §9).
import {
  catalogueTexts,
  convertedCents,
  convertProblem,
  moneyCents,
  moneyText,
  toMoney,
} from '../../engine';
import { artSize, artUrl } from '../art/art-kinds';
import type { FamilyRoutes } from '../context/action-context';
import { fail } from '../core/gateway-error';
import type { MerchantSettings } from '../core/merchants';
import type { Queryable } from '../db/database';
import { checkPaymentPassword } from '../members/payment-password';
import { writePointsLine } from '../members/points-ledger';
import { redeemApproveAfterMinutes, settleDueRedeems } from '../members/redeems';
import { lockWallets, moveMoney } from '../members/wallet';
import { announceBalance } from '../services/balance-announcements';
import { pagedList, pagedQuery, pageOf } from '../store/paging';

async function spendPoints(
  tx: Queryable,
  memberId: number,
  points: number,
  type: 'REDEEM' | 'CONVERT',
  remark: string,
  now: Date,
): Promise<{ points: number; ledgerId: number }> {
  const [row] = await tx.query<{ points: number }>(
    'UPDATE points_balances SET points = points - $2 WHERE member_id = $1 AND points >= $2 RETURNING points',
    [memberId, points],
  );
  if (!row) fail('INSUFFICIENT_FUNDS', { message: 'Not enough points.' });
  // A redeem's line stays in process until the merchant decides it (members/redeems.ts).
  const ledgerId = await writePointsLine(tx, {
    memberId,
    changedPoints: -points,
    pointsBalance: row.points,
    type,
    status: type === 'REDEEM' ? 'in process' : 'done',
    remark,
    now,
  });
  return { points: row.points, ledgerId };
}

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
      const [row] = await db.query<{ points: number }>(
        'SELECT points FROM points_balances WHERE member_id = $1',
        [session.memberId],
      );
      return { points: row?.points ?? 0 };
    },
  },
  pointsRewards: {
    module: 'POINTMALL3',
    handler: async ({ merchant, language, origin, db }) => {
      const rows = await db.query<{
        id: number;
        name: string;
        points: number;
        amount_requirement: string;
        stock: number;
      }>(
        'SELECT id, name->>$2 AS name, points, amount_requirement, stock FROM points_goods WHERE merchant_code = $1 ORDER BY points, id',
        [merchant.code, language],
      );
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
      const result = await pagedQuery<{
        id: number;
        name: string;
        quantity: number;
        points: number;
        amount_requirement: string;
        status: 'in process' | 'rejected' | 'approved';
        created_at: Date;
      }>(
        db,
        `SELECT r.id, g.name->>$2 AS name, r.quantity, r.points, g.amount_requirement, r.status, r.created_at, count(*) OVER () AS total_rows
         FROM redeems r JOIN points_goods g ON g.id = r.goods_id WHERE r.member_id = $1 ORDER BY r.id DESC`,
        [session.memberId, language],
        pageOf(payload),
      );
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
      const result = await pagedQuery<{
        id: number;
        changed_points: number;
        points_balance: number;
        remark: string;
        type: 'EARN' | 'REDEEM' | 'CONVERT' | 'ADJUST';
        status: 'done' | 'in process' | 'rejected';
        created_at: Date;
      }>(
        db,
        'SELECT id, changed_points, points_balance, remark, type, status, created_at, count(*) OVER () AS total_rows FROM points_ledger WHERE member_id = $1 ORDER BY id DESC',
        [session.memberId],
        pageOf(payload),
      );
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
      const [goods] = await db.query<{ points: number; amount_requirement: string; name: string }>(
        "UPDATE points_goods SET stock = stock - $3 WHERE id = $1 AND merchant_code = $2 AND stock >= $3 RETURNING points, amount_requirement, name->>'en' AS name",
        [payload.goodsId, merchant.code, payload.quantity],
      );
      if (!goods) fail('CONFLICT', { message: 'These goods are out of stock or do not exist.' });
      const [bets] = await db.query<{ valid_bet: string }>(
        'SELECT valid_bet FROM points_balances WHERE member_id = $1',
        [session.memberId],
      );
      if (moneyCents(toMoney(bets?.valid_bet)) < moneyCents(toMoney(goods.amount_requirement))) {
        fail('CONFLICT', {
          message: `Redeeming this needs a valid bet of ${goods.amount_requirement}.`,
        });
      }
      const cost = goods.points * payload.quantity;
      const { points, ledgerId } = await spendPoints(
        db,
        session.memberId,
        cost,
        'REDEEM',
        `Redeem ${goods.name} x${payload.quantity}`,
        now,
      );
      const [redeem] = await db.query<{ id: number }>(
        "INSERT INTO redeems (member_id, goods_id, quantity, points, status, created_at, ledger_id) VALUES ($1, $2, $3, $4, 'in process', $5, $6) RETURNING id",
        [session.memberId, payload.goodsId, payload.quantity, cost, now, ledgerId],
      );
      return { redeemId: redeem.id, points, status: 'in process' };
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
