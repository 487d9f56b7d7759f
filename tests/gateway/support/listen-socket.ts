// A player's event socket on a test gateway that may be refused: it says hello with the token and
// keeps what it hears, and settles on `ready` or on the gateway closing it.
import type WebSocket from 'ws';
import type { SocketEvent } from '../../../engine/api';
import { openTestSocket } from './test-socket';

export interface ListeningSocket {
  events: SocketEvent[];
  /** Resolves with the close code. */
  closed: Promise<number>;
  socket: WebSocket;
}

/** Resolves once the gateway said `ready` (or closed the socket, refusing the hello). */
export async function listenOnSocket(gatewayUrl: string, token: string): Promise<ListeningSocket> {
  const socket = openTestSocket<SocketEvent>(gatewayUrl, { type: 'hello', token });
  await Promise.race([socket.next((event) => event.type === 'ready'), socket.closed]);
  return { events: socket.frames, closed: socket.closed, socket: socket.socket };
}
