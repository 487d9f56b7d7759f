// The member's points balance (spec 001 §8 points mall): credits that are not a play's, a
// mission's or a redeem's (members/* keeps those beside the rest of their move).
import type { Queryable } from '../db/database';

/** Adds `points` to the member's balance (under the row's lock); the new balance. */
export async function addPoints(tx: Queryable, memberId: number, points: number): Promise<number> {
  const [row] = await tx.query<{ points: number }>(
    'UPDATE points_balances SET points = points + $2 WHERE member_id = $1 RETURNING points',
    [memberId, points],
  );
  return row.points;
}
