// A live-chat socket in a test: the chat page's (hello with its ticket) or the dev operator page's;
// it keeps every frame it hears, so a test can wait for a message instead of sleeping.
import WebSocket from 'ws';
import type { ChatFrame, ChatRequest } from '../../../gateway/events/chat-frames';

export interface ChatTestSocket {
  frames: ChatFrame[];
  /** Resolves with the first frame (already heard or still to come) that passes the check. */
  next(check: (frame: ChatFrame) => boolean): Promise<ChatFrame>;
  send(request: ChatRequest): void;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
}

export function openChatSocket(
  gatewayUrl: string,
  hello: { type: 'chatHello'; ticket: string } | { type: 'operatorHello' },
): ChatTestSocket {
  const socket = new WebSocket(`${gatewayUrl.replace('http', 'ws')}/ws`);
  const frames: ChatFrame[] = [];
  const waiting: Array<{
    check: (frame: ChatFrame) => boolean;
    resolve: (frame: ChatFrame) => void;
  }> = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('open', () => socket.send(JSON.stringify(hello)));
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ChatFrame;
    frames.push(frame);
    for (const waiter of waiting.splice(0)) {
      if (waiter.check(frame)) waiter.resolve(frame);
      else waiting.push(waiter);
    }
  });
  return {
    frames,
    next: (check) => {
      const heard = frames.find(check);
      return heard
        ? Promise.resolve(heard)
        : new Promise((resolve) => waiting.push({ check, resolve }));
    },
    send: (request) => socket.send(JSON.stringify(request)),
    closed,
    close: () => socket.close(),
  };
}

/** The ticket in a chat page's address. */
export function ticketOf(url: string): string {
  const ticket = new URL(url).searchParams.get('ticket');
  if (!ticket) throw new Error(`Expected a chat page address with a ticket (got ${url})`);
  return ticket;
}
