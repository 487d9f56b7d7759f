// The member's favourite games (spec 001 §3, §4, §7), by catalogue node id.
import type { Queryable } from '../db/database';

/** The member's favourites' node ids, the latest first. */
export async function favouriteNodes(db: Queryable, memberId: number): Promise<number[]> {
  const rows = await db.query<{ node_id: number }>(
    'SELECT node_id FROM favourites WHERE member_id = $1 ORDER BY created_at DESC, node_id',
    [memberId],
  );
  return rows.map((row) => row.node_id);
}

/** Adds a favourite; false when it was one already. */
export async function addFavourite(
  db: Queryable,
  memberId: number,
  nodeId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    'INSERT INTO favourites (member_id, node_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING node_id',
    [memberId, nodeId, now],
  );
  return rows.length > 0;
}

/** Removes a favourite; false when it was none. */
export async function removeFavourite(
  db: Queryable,
  memberId: number,
  nodeId: number,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM favourites WHERE member_id = $1 AND node_id = $2 RETURNING node_id',
    [memberId, nodeId],
  );
  return rows.length > 0;
}
