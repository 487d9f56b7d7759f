// The live chat's conversations and messages in SQL (migration 029): chatLaunch and the chat page
// open a conversation, whose ticket (only its hash is kept) lets the page join it on the socket;
// the player writes, the operator answers, and both see the whole conversation again on a reload.
import type { Queryable } from '../db/database';
import type { ChatConversation, ChatMessage, ChatSender } from '../events/chat-frames';
import { newSecret, sha256 } from '../rules/tokens';

/** A conversation's page works for a day after the launch; then the player launches again. */
export const CHAT_TICKET_TTL_MS = 24 * 60 * 60 * 1000;

/** The longest message, in characters (the column's check says the same). */
export const CHAT_MESSAGE_MAX = 500;

/** A player's messages in one conversation within a minute, so a page cannot flood the store. */
export const CHAT_MESSAGES_PER_MINUTE = 20;

interface ConversationRow {
  id: number;
  merchant_code: string;
  model_id: string;
  username: string | null;
}

const conversationOf = (row: ConversationRow): ChatConversation => ({
  id: row.id,
  merchantCode: row.merchant_code,
  modelId: row.model_id,
  member: row.username,
});

const CONVERSATION_COLUMNS = `c.id, c.merchant_code, c.model_id, m.username
  FROM chat_conversations c LEFT JOIN members m ON m.id = c.member_id`;

/** A new conversation; the ticket the chat page's address carries. */
export async function openConversation(
  db: Queryable,
  opening: { merchantCode: string; memberId: number | null; modelId: string; now: Date },
): Promise<string> {
  const { secret, hash } = newSecret();
  await db.query(
    `INSERT INTO chat_conversations (ticket_hash, merchant_code, member_id, model_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      hash,
      opening.merchantCode,
      opening.memberId,
      opening.modelId,
      opening.now,
      new Date(opening.now.getTime() + CHAT_TICKET_TTL_MS),
    ],
  );
  return secret;
}

/** The conversation a ticket opens, while it lasts. */
export async function conversationByTicket(
  db: Queryable,
  ticket: string,
  now: Date,
): Promise<ChatConversation | undefined> {
  const [row] = await db.query<ConversationRow>(
    `SELECT ${CONVERSATION_COLUMNS} WHERE c.ticket_hash = $1 AND c.expires_at > $2`,
    [sha256(ticket), now],
  );
  return row && conversationOf(row);
}

export async function conversationById(
  db: Queryable,
  id: number,
): Promise<ChatConversation | undefined> {
  const [row] = await db.query<ConversationRow>(`SELECT ${CONVERSATION_COLUMNS} WHERE c.id = $1`, [
    id,
  ]);
  return row && conversationOf(row);
}

/** The conversations with a message in them, the latest first. */
export async function recentConversations(
  db: Queryable,
  limit: number,
): Promise<ChatConversation[]> {
  const rows = await db.query<ConversationRow>(
    `SELECT ${CONVERSATION_COLUMNS}
     WHERE EXISTS (SELECT 1 FROM chat_messages x WHERE x.conversation_id = c.id)
     ORDER BY (SELECT max(x.id) FROM chat_messages x WHERE x.conversation_id = c.id) DESC
     LIMIT $1`,
    [limit],
  );
  return rows.map(conversationOf);
}

interface MessageRow {
  id: number;
  sender: ChatSender;
  body: string;
  created_at: Date;
}

const messageOf = (row: MessageRow): ChatMessage => ({
  id: row.id,
  from: row.sender,
  text: row.body,
  at: new Date(row.created_at).toISOString(),
});

export async function conversationMessages(
  db: Queryable,
  conversationId: number,
): Promise<ChatMessage[]> {
  const rows = await db.query<MessageRow>(
    'SELECT id, sender, body, created_at FROM chat_messages WHERE conversation_id = $1 ORDER BY id',
    [conversationId],
  );
  return rows.map(messageOf);
}

/**
 * The message's text as it will be kept (trimmed), or why it cannot be: empty, or longer than
 * CHAT_MESSAGE_MAX.
 */
export function chatText(
  text: unknown,
): { ok: true; text: string } | { ok: false; message: string } {
  if (typeof text !== 'string') {
    return { ok: false, message: `chatSend: text must be a string (got ${typeof text})` };
  }
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, message: 'chatSend: text must not be empty' };
  if ([...trimmed].length > CHAT_MESSAGE_MAX) {
    return {
      ok: false,
      message: `chatSend: text must be at most ${CHAT_MESSAGE_MAX} characters (got ${[...trimmed].length})`,
    };
  }
  return { ok: true, text: trimmed };
}

export async function addMessage(
  db: Queryable,
  message: { conversationId: number; from: ChatSender; text: string; now: Date },
): Promise<ChatMessage> {
  const [row] = await db.query<MessageRow>(
    `INSERT INTO chat_messages (conversation_id, sender, body, created_at) VALUES ($1, $2, $3, $4)
     RETURNING id, sender, body, created_at`,
    [message.conversationId, message.from, message.text, message.now],
  );
  return messageOf(row);
}

/** How many messages the player wrote in the conversation in the minute before `now`. */
export async function recentMemberMessages(
  db: Queryable,
  conversationId: number,
  now: Date,
): Promise<number> {
  const [row] = await db.query<{ count: number | string }>(
    `SELECT count(*) AS count FROM chat_messages
     WHERE conversation_id = $1 AND sender = 'member' AND created_at > $2`,
    [conversationId, new Date(now.getTime() - 60_000)],
  );
  return Number(row?.count ?? 0);
}
