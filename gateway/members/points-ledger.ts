// The points ledger (spec 001 §3 points records): one line per change of a member's points, with
// the balance after it. Every writer goes through here so the lines read alike.
import type { Queryable } from '../db/database';

export interface PointsLine {
  memberId: number;
  changedPoints: number;
  /** The member's points after the change. */
  pointsBalance: number;
  type: 'EARN' | 'REDEEM' | 'CONVERT' | 'ADJUST';
  status: 'done' | 'in process' | 'rejected';
  remark: string;
  now: Date;
}

/** Writes one line; its id. */
export async function writePointsLine(tx: Queryable, line: PointsLine): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO points_ledger (member_id, changed_points, points_balance, type, status, remark, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      line.memberId,
      line.changedPoints,
      line.pointsBalance,
      line.type,
      line.status,
      line.remark,
      line.now,
    ],
  );
  return row.id;
}
