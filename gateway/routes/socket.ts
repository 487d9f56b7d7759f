// The WebSocket at /ws (engine/api/socket-events.ts): the first message must be a hello with a live
// token within 10 seconds, then the socket hears the member's events until logout. A live-chat
// hello instead makes it a chat socket (routes/chat-socket.ts).
import type { FastifyInstance } from 'fastify';
import { SOCKET_PATH, type SocketHello } from '../../engine';
import type { GatewayDeps } from '../context/gateway-deps';
import { SOCKET_CLOSE } from '../events/event-hub';
import { findSession } from '../members/sessions';
import { sha256 } from '../rules/tokens';
import { joinChat, parseChatHello, type ChatSession } from './chat-socket';

export const HELLO_TIMEOUT_MS = 10_000;

function parseHello(data: unknown): SocketHello | undefined {
  try {
    const message = JSON.parse(String(data)) as Partial<SocketHello>;
    return message.type === 'hello' && typeof message.token === 'string'
      ? (message as SocketHello)
      : undefined;
  } catch {
    return undefined;
  }
}

export function registerSocket(scope: FastifyInstance, deps: GatewayDeps): void {
  scope.get(SOCKET_PATH, { websocket: true }, (socket) => {
    let remove: (() => void) | undefined;
    let chat: ChatSession | undefined;
    let joining = false;
    let closed = false;
    let queue = Promise.resolve();
    const timer = setTimeout(
      () => socket.close(SOCKET_CLOSE.unauthorised, 'no hello'),
      HELLO_TIMEOUT_MS,
    );
    socket.on('message', async (data: unknown) => {
      if (chat) {
        // One at a time, so messages are kept in the order sent and the rate limit counts them all.
        const session = chat;
        queue = queue
          .then(() => session.receive(data))
          .catch((error: unknown) =>
            socket.send(
              JSON.stringify({
                type: 'chatError',
                message: `chat socket: could not keep the message (${error instanceof Error ? error.message : String(error)})`,
              }),
            ),
          );
        return;
      }
      if (remove || joining) return;
      const chatHello = parseChatHello(data);
      if (chatHello) {
        joining = true;
        clearTimeout(timer);
        chat = await joinChat(socket, chatHello, deps);
        if (!chat) socket.close(SOCKET_CLOSE.unauthorised, 'invalid chat ticket');
        // Closed while joining: the close handler ran before there was anything to leave.
        else if (closed) chat.leave();
        return;
      }
      const hello = parseHello(data);
      const tokenHash = hello ? sha256(hello.token) : '';
      const session = hello ? await findSession(deps.db, tokenHash, deps.now()) : undefined;
      clearTimeout(timer);
      if (!session || (hello?.merchantCode && hello.merchantCode !== session.merchantCode)) {
        socket.close(SOCKET_CLOSE.unauthorised, 'invalid token');
        return;
      }
      remove = deps.events.add({
        socket,
        memberId: session.memberId,
        merchantCode: session.merchantCode,
        tokenHash,
      });
      socket.send(JSON.stringify({ type: 'ready', memberId: session.memberId }));
    });
    socket.on('close', () => {
      closed = true;
      clearTimeout(timer);
      remove?.();
      chat?.leave();
    });
  });
}
