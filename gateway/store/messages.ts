// The member's inbox (spec 001 §7 messages): what arrives, what is still unread.
import type { Queryable } from '../db/database';

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
