// The member's feedback to the merchant and the merchant's replies (spec 001 §7 feedback).
import type { Queryable } from '../db/database';

/**
 * The operator's reply to the member's newest feedback, or to feedback `id`: the id replied to,
 * or null when there is none.
 */
export async function replyToFeedback(
  db: Queryable,
  reply: { memberId: number; id: number | null; text: string; now: Date },
): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `UPDATE feedback SET reply = $3, replied_at = $4
         WHERE id = (SELECT id FROM feedback WHERE member_id = $1 AND ($2::integer IS NULL OR id = $2)
                     ORDER BY created_at DESC, id DESC LIMIT 1)
         RETURNING id`,
    [reply.memberId, reply.id, reply.text, reply.now],
  );
  return rows[0]?.id ?? null;
}
