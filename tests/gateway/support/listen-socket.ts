// A player's event socket on a test gateway: it says hello with the token and keeps what it hears.
import WebSocket from 'ws';
import type { SocketEvent } from '../../../engine/api';

export interface ListeningSocket {
  events: SocketEvent[];
  /** Resolves with the close code. */
  closed: Promise<number>;
  socket: WebSocket;
}

/** Resolves once the gateway said `ready` (or closed the socket, refusing the hello). */
export async function listenOnSocket(gatewayUrl: string, token: string): Promise<ListeningSocket> {
  const socket = new WebSocket(`${gatewayUrl.replace('http', 'ws')}/ws`);
  const events: SocketEvent[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', token })));
    socket.on('error', reject);
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as SocketEvent;
      events.push(event);
      if (event.type === 'ready') resolve();
    });
    socket.on('close', () => resolve());
  });
  return { events, closed, socket };
}
