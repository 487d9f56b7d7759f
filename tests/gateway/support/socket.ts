// A player's socket in a test: says hello with the token and keeps every event it hears, so a test
// can wait for the balance a money move announces.
import WebSocket from 'ws';
import type { SocketEvent } from '../../../engine';

export interface TestSocket {
  events: SocketEvent[];
  /** Resolves with the first event (already heard or still to come) that passes the check. */
  next(check: (event: SocketEvent) => boolean): Promise<SocketEvent>;
  close(): void;
}

export async function openSocket(url: string, token: string): Promise<TestSocket> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`);
  const events: SocketEvent[] = [];
  const waiting: Array<{
    check: (event: SocketEvent) => boolean;
    resolve: (event: SocketEvent) => void;
  }> = [];
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'hello', token })));
    socket.on('error', reject);
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as SocketEvent;
      events.push(event);
      if (event.type === 'ready') resolve();
      for (const waiter of waiting.splice(0)) {
        if (waiter.check(event)) waiter.resolve(event);
        else waiting.push(waiter);
      }
    });
  });
  return {
    events,
    next: (check) => {
      const heard = events.find(check);
      return heard
        ? Promise.resolve(heard)
        : new Promise((resolve) => waiting.push({ check, resolve }));
    },
    close: () => socket.close(),
  };
}
