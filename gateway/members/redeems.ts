// Redeems of the points mall (spec 001 §3 redeem records, §4 redeem status): a redeem spends its
// points at once (a points ledger line 'in process'), then the merchant approves it (the line is
// 'done') or rejects it (the line is 'rejected', the points come back on a line of their own and the
// goods go back into stock). The spec leaves the merchant's side open; ours: a dev switch decides at
// once, and a redeem still in process after the merchant's `redeemApproveAfterMinutes` counts as
// approved at that time. Time moves this lazily: reading a member's points settles what is due.
import { moneyCents, toMoney } from '../../engine';
import { fail } from '../core/gateway-error';
import type { MerchantSettings } from '../core/merchants';
import type { Queryable } from '../db/database';
import { writePointsLine } from './points-ledger';
import { spendPoints } from './points-spend';

export type RedeemDecision = 'approve' | 'reject';

/** Minutes a redeem stays in process when nobody decides it (gateway README "The points mall"). */
export const DEFAULT_REDEEM_APPROVE_AFTER_MINUTES = 10;

export function redeemApproveAfterMinutes(settings: MerchantSettings): number {
  return settings.points.redeemApproveAfterMinutes ?? DEFAULT_REDEEM_APPROVE_AFTER_MINUTES;
}

/** Redeems in process past the merchant's minutes are approved, as of that time. */
export async function settleDueRedeems(
  tx: Queryable,
  memberId: number,
  approveAfterMinutes: number,
  now: Date,
): Promise<void> {
  const due = await tx.query<{ ledger_id: number | null }>(
    `UPDATE redeems SET status = 'approved', decided_at = created_at + make_interval(mins => $2)
     WHERE member_id = $1 AND status = 'in process' AND created_at + make_interval(mins => $2) <= $3
     RETURNING ledger_id`,
    [memberId, approveAfterMinutes, now],
  );
  const lines = due.map((row) => row.ledger_id).filter((id) => id !== null);
  if (lines.length > 0) {
    await tx.query("UPDATE points_ledger SET status = 'done' WHERE id = ANY($1::integer[])", [
      lines,
    ]);
  }
}

/**
 * The merchant's decision on a redeem in process. A rejection gives the points back (an ADJUST
 * line) and the goods back to the stock. Answers the member and their points afterwards.
 */
export async function decideRedeem(
  tx: Queryable,
  request: { id: number; decision: RedeemDecision; now: Date },
): Promise<{ memberId: number; points: number }> {
  const { id, decision, now } = request;
  const [redeem] = await tx.query<{
    member_id: number;
    goods_id: number;
    quantity: number;
    points: number;
    ledger_id: number | null;
  }>(
    `UPDATE redeems SET status = $2, decided_at = $3 WHERE id = $1 AND status = 'in process'
     RETURNING member_id, goods_id, quantity, points, ledger_id`,
    [id, decision === 'approve' ? 'approved' : 'rejected', now],
  );
  if (!redeem) fail('CONFLICT', { message: `Redeem ${id} is not in process.` });
  await tx.query('UPDATE points_ledger SET status = $2 WHERE id = $1', [
    redeem.ledger_id,
    decision === 'approve' ? 'done' : 'rejected',
  ]);
  if (decision === 'approve') {
    const [row] = await tx.query<{ points: number }>(
      'SELECT points FROM points_balances WHERE member_id = $1',
      [redeem.member_id],
    );
    return { memberId: redeem.member_id, points: row.points };
  }
  const [row] = await tx.query<{ points: number }>(
    'UPDATE points_balances SET points = points + $2 WHERE member_id = $1 RETURNING points',
    [redeem.member_id, redeem.points],
  );
  const refundId = await writePointsLine(tx, {
    memberId: redeem.member_id,
    changedPoints: redeem.points,
    pointsBalance: row.points,
    type: 'ADJUST',
    status: 'done',
    remark: `Redeem ${id} rejected: points returned`,
    now,
  });
  await tx.query('UPDATE redeems SET refund_ledger_id = $2 WHERE id = $1', [id, refundId]);
  await tx.query('UPDATE points_goods SET stock = stock + $2 WHERE id = $1', [
    redeem.goods_id,
    redeem.quantity,
  ]);
  return { memberId: redeem.member_id, points: row.points };
}

/**
 * A member's redeem: the goods leave the stock (CONFLICT when too few), the member's valid bet must
 * reach the goods' requirement, the points are spent and the redeem waits in process. Answers the
 * redeem's id and the member's points afterwards.
 */
export async function redeemGoods(
  tx: Queryable,
  request: { memberId: number; merchantCode: string; goodsId: number; quantity: number; now: Date },
): Promise<{ redeemId: number; points: number }> {
  const { memberId, merchantCode, goodsId, quantity, now } = request;
  const [goods] = await tx.query<{ points: number; amount_requirement: string; name: string }>(
    "UPDATE points_goods SET stock = stock - $3 WHERE id = $1 AND merchant_code = $2 AND stock >= $3 RETURNING points, amount_requirement, name->>'en' AS name",
    [goodsId, merchantCode, quantity],
  );
  if (!goods) fail('CONFLICT', { message: 'These goods are out of stock or do not exist.' });
  const [bets] = await tx.query<{ valid_bet: string }>(
    'SELECT valid_bet FROM points_balances WHERE member_id = $1',
    [memberId],
  );
  if (moneyCents(toMoney(bets?.valid_bet)) < moneyCents(toMoney(goods.amount_requirement))) {
    fail('CONFLICT', {
      message: `Redeeming this needs a valid bet of ${goods.amount_requirement}.`,
    });
  }
  const cost = goods.points * quantity;
  const { points, ledgerId } = await spendPoints(
    tx,
    memberId,
    cost,
    'REDEEM',
    `Redeem ${goods.name} x${quantity}`,
    now,
  );
  const [redeem] = await tx.query<{ id: number }>(
    "INSERT INTO redeems (member_id, goods_id, quantity, points, status, created_at, ledger_id) VALUES ($1, $2, $3, $4, 'in process', $5, $6) RETURNING id",
    [memberId, goodsId, quantity, cost, now, ledgerId],
  );
  return { redeemId: redeem.id, points };
}
