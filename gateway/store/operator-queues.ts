// What waits for the merchant's decision (spec 001 §4): a member's pending withdrawals, redeems in
// process and promotion applications, one by id or all, oldest first. Read inside the transaction
// that decides them (members/withdrawals.ts, members/redeems.ts, members/promotion-entries.ts).
import type { Queryable } from '../db/database';

/** The member's pending withdrawals (only `id` when given). */
export async function pendingWithdrawals(
  tx: Queryable,
  memberId: number,
  id: number | null,
): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    "SELECT id FROM withdrawals WHERE member_id = $1 AND status = 'pending' AND ($2::integer IS NULL OR id = $2) ORDER BY id",
    [memberId, id],
  );
  return rows.map((row) => row.id);
}

/** The member's redeems in process (only `id` when given). */
export async function redeemsInProcess(
  tx: Queryable,
  memberId: number,
  id: number | null,
): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    "SELECT id FROM redeems WHERE member_id = $1 AND status = 'in process' AND ($2::integer IS NULL OR id = $2) ORDER BY id",
    [memberId, id],
  );
  return rows.map((row) => row.id);
}

/** The member's promotion applications waiting for review (only promotion `promotionId`'s). */
export function applicationsWaiting(
  tx: Queryable,
  memberId: number,
  promotionId: number | null,
): Promise<Array<{ id: number; promotion_id: number }>> {
  return tx.query<{ id: number; promotion_id: number }>(
    "SELECT id, promotion_id FROM promotion_entries WHERE member_id = $1 AND state = 'applying' AND ($2::integer IS NULL OR promotion_id = $2) ORDER BY id",
    [memberId, promotionId],
  );
}
