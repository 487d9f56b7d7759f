// The live chat on the gateway's one WebSocket (routes/socket.ts hands it the first message when it
// is a chat hello): the chat page joins its conversation with the ticket of its address; the
// operator page of the dev gateway (/__dev/chat, only with --dev) joins every conversation. Each
// `chatSend` is kept in SQL first, then told to the conversation's pages and the operator pages.
import type { GatewayDeps } from '../context/gateway-deps';
import type { ChatConversation, ChatFrame } from '../events/chat-frames';
import type { EventSocket } from '../events/event-hub';
import {
  addMessage,
  CHAT_MESSAGES_PER_MINUTE,
  chatText,
  conversationById,
  conversationByTicket,
  conversationMessages,
  recentConversations,
  recentMemberMessages,
} from '../members/chat-conversations';

/** How many conversations the operator page gets on joining. */
export const OPERATOR_CONVERSATIONS = 50;

export type ChatHello = { type: 'chatHello'; ticket: string } | { type: 'operatorHello' };

export interface ChatSession {
  receive(data: unknown): Promise<void>;
  leave(): void;
}

function parseFrame(data: unknown): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(String(data));
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The chat hello in a first message, or undefined for any other message. */
export function parseChatHello(data: unknown): ChatHello | undefined {
  const frame = parseFrame(data);
  if (frame?.type === 'chatHello' && typeof frame.ticket === 'string') {
    return { type: 'chatHello', ticket: frame.ticket };
  }
  return frame?.type === 'operatorHello' ? { type: 'operatorHello' } : undefined;
}

const send = (socket: EventSocket, frame: ChatFrame) => socket.send(JSON.stringify(frame));

async function withMessages(deps: GatewayDeps, conversation: ChatConversation) {
  return { conversation, messages: await conversationMessages(deps.db, conversation.id) };
}

/**
 * Joins the socket to its conversation (or, for the dev operator, to all) and answers with what was
 * said so far; undefined when the ticket is unknown or expired, or the operator hello comes to a
 * gateway without --dev.
 */
export async function joinChat(
  socket: EventSocket,
  hello: ChatHello,
  deps: GatewayDeps,
): Promise<ChatSession | undefined> {
  const own =
    hello.type === 'chatHello'
      ? await conversationByTicket(deps.db, hello.ticket, deps.now())
      : undefined;
  if (hello.type === 'chatHello' ? !own : !deps.dev) return undefined;
  const leave = deps.events.addChat({ socket, conversationId: own?.id ?? null });
  if (own) {
    send(socket, { type: 'chatReady', ...(await withMessages(deps, own)) });
  } else {
    const recent = await recentConversations(deps.db, OPERATOR_CONVERSATIONS);
    send(socket, {
      type: 'operatorReady',
      conversations: await Promise.all(
        recent.map((conversation) => withMessages(deps, conversation)),
      ),
    });
  }

  const receive = async (data: unknown) => {
    const frame = parseFrame(data);
    if (frame?.type !== 'chatSend') {
      send(socket, {
        type: 'chatError',
        message: `chat socket: expected a chatSend frame (got ${frame ? JSON.stringify(frame.type) : 'no JSON object'})`,
      });
      return;
    }
    const text = chatText(frame.text);
    if (!text.ok) {
      send(socket, { type: 'chatError', message: text.message });
      return;
    }
    const conversation =
      own ??
      (typeof frame.conversationId === 'number'
        ? await conversationById(deps.db, frame.conversationId)
        : undefined);
    if (!conversation) {
      send(socket, {
        type: 'chatError',
        message: `chatSend: conversationId must name a conversation (got ${JSON.stringify(frame.conversationId ?? null)})`,
      });
      return;
    }
    const now = deps.now();
    if (own && (await recentMemberMessages(deps.db, own.id, now)) >= CHAT_MESSAGES_PER_MINUTE) {
      send(socket, {
        type: 'chatError',
        message: `chatSend: at most ${CHAT_MESSAGES_PER_MINUTE} messages a minute; wait a moment and send again`,
      });
      return;
    }
    const message = await addMessage(deps.db, {
      conversationId: conversation.id,
      from: own ? 'member' : 'operator',
      text: text.text,
      now,
    });
    deps.events.toChat(conversation.id, { type: 'chatMessage', conversation, message });
  };
  return { receive, leave };
}
