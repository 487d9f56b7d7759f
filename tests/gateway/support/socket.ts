// A player's socket in a test: says hello with the token and keeps every event it hears, so a test
// can wait for the balance a money move announces.
import type { SocketEvent } from '../../../engine';
import { openTestSocket } from './test-socket';

export interface PlayerTestSocket {
  events: SocketEvent[];
  /** Resolves with the first event (already heard or still to come) that passes the check. */
  next(check: (event: SocketEvent) => boolean): Promise<SocketEvent>;
  close(): void;
}

/** Resolves once the gateway said `ready`. */
export async function openSocket(url: string, token: string): Promise<PlayerTestSocket> {
  const socket = openTestSocket<SocketEvent>(url, { type: 'hello', token });
  await socket.next((event) => event.type === 'ready');
  return { events: socket.frames, next: socket.next, close: socket.close };
}
