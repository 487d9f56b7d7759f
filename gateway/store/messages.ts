// The member's inbox (spec 001 §7 messages): what arrives, what is still unread.
import type { Locale } from '../../engine';
import type { Queryable } from '../db/database';
import { pagedQuery, type Page, type PagedRows } from './paging';

/** A message to the member, its title and content the same in every language. */
export async function sendMessage(
  db: Queryable,
  message: { memberId: number; title: string; content: string; now: Date },
): Promise<void> {
  const text = (value: string) => JSON.stringify({ pt: value, en: value });
  await db.query(
    'INSERT INTO messages (member_id, title, content, created_at) VALUES ($1, $2::jsonb, $3::jsonb, $4)',
    [message.memberId, text(message.title), text(message.content), message.now],
  );
}

/** How many of the member's messages are unread. */
export async function unreadMessages(db: Queryable, memberId: number): Promise<number> {
  const [{ unread }] = await db.query<{ unread: number }>(
    'SELECT count(*) AS unread FROM messages WHERE member_id = $1 AND read_at IS NULL',
    [memberId],
  );
  return unread;
}

export interface MessageRow {
  id: number;
  title: string;
  content: string;
  read_at: Date | null;
  created_at: Date;
}

/** One page of the member's messages in the reader's language, newest first. */
export function messagePage(
  db: Queryable,
  memberId: number,
  language: Locale,
  page: Page,
): Promise<PagedRows<MessageRow>> {
  return pagedQuery<MessageRow>(
    db,
    'SELECT id, title->>$2 AS title, content->>$2 AS content, read_at, created_at, count(*) OVER () AS total_rows FROM messages WHERE member_id = $1 ORDER BY created_at DESC, id DESC',
    [memberId, language],
    page,
  );
}

/** Marks the member's message read (kept at its first reading); false when it has none such. */
export async function readMessage(
  db: Queryable,
  memberId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE messages SET read_at = COALESCE(read_at, $3) WHERE id = $1 AND member_id = $2 RETURNING id',
    [id, memberId, now],
  );
  return rows.length > 0;
}

/** Marks every unread message of the member read. */
export async function readAllMessages(db: Queryable, memberId: number, now: Date): Promise<void> {
  await db.query('UPDATE messages SET read_at = $2 WHERE member_id = $1 AND read_at IS NULL', [
    memberId,
    now,
  ]);
}

/** Deletes the member's message; false when it has none such. */
export async function deleteMessage(db: Queryable, memberId: number, id: number): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM messages WHERE id = $1 AND member_id = $2 RETURNING id',
    [id, memberId],
  );
  return rows.length > 0;
}
