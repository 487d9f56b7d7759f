// Spending points (spec 001 §5 redeem and conversion; §9 points never go below zero): the balance
// drops only when it holds enough, under the row's lock, and the ledger gets the line beside it.
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { writePointsLine } from './points-ledger';

/** Takes `points` from the member; INSUFFICIENT_FUNDS when they have fewer. */
export async function spendPoints(
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
