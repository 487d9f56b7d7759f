// A live-chat socket in a test: the chat page's (hello with its ticket) or the dev operator page's.
import type { ChatFrame, ChatRequest } from '../../../gateway/events/chat-frames';
import { openTestSocket, type TestSocket } from './test-socket';

export type ChatTestSocket = TestSocket<ChatFrame, ChatRequest>;

export function openChatSocket(
  gatewayUrl: string,
  hello: { type: 'chatHello'; ticket: string } | { type: 'operatorHello' },
): ChatTestSocket {
  return openTestSocket<ChatFrame, ChatRequest>(gatewayUrl, hello);
}

/** The ticket in a chat page's address. */
export function ticketOf(url: string): string {
  const ticket = new URL(url).searchParams.get('ticket');
  if (!ticket) throw new Error(`Expected a chat page address with a ticket (got ${url})`);
  return ticket;
}
