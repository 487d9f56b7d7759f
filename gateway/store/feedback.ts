// The member's feedback to the merchant and the merchant's replies (spec 001 §7 feedback).
import type { FeedbackType } from '../../engine';
import type { Queryable } from '../db/database';
import type { ProofFile } from '../members/proofs';
import { pagedQuery, type Page, type PagedRows } from './paging';

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

/** The member's feedback, with its screenshot when one came; its id. */
export async function saveFeedback(
  db: Queryable,
  feedback: {
    memberId: number;
    type: FeedbackType;
    content: string;
    now: Date;
    screenshot?: ProofFile;
  },
): Promise<number> {
  const { screenshot } = feedback;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO feedback (member_id, type, content, created_at, screenshot_name, screenshot_type, screenshot)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      feedback.memberId,
      feedback.type,
      feedback.content,
      feedback.now,
      screenshot?.name ?? null,
      screenshot?.mediaType ?? null,
      screenshot?.bytes ?? null,
    ],
  );
  return row.id;
}

export interface FeedbackRow {
  id: number;
  type: FeedbackType;
  content: string;
  created_at: Date;
  screenshot_name: string | null;
  reply: string | null;
  replied_at: Date | null;
}

/** One page of the member's feedback and the replies, newest first. */
export function feedbackPage(
  db: Queryable,
  memberId: number,
  page: Page,
): Promise<PagedRows<FeedbackRow>> {
  return pagedQuery<FeedbackRow>(
    db,
    'SELECT id, type, content, created_at, screenshot_name, reply, replied_at, count(*) OVER () AS total_rows FROM feedback WHERE member_id = $1 ORDER BY created_at DESC, id DESC',
    [memberId],
    page,
  );
}
