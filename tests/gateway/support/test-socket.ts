// A WebSocket on a test gateway's /ws that says hello and keeps every frame it hears, so a test can
// wait for one (already heard or still to come) instead of sleeping. The player's event socket
// (./socket.ts, ./listen-socket.ts) and the live chat's (./chat-socket.ts) are this with their own
// hello and frame types.
import WebSocket from 'ws';

export interface TestSocket<Frame, Request = never> {
  frames: Frame[];
  /** Resolves with the first frame (already heard or still to come) that passes the check. */
  next(check: (frame: Frame) => boolean): Promise<Frame>;
  send(request: Request): void;
  /** Resolves with the close code. */
  closed: Promise<number>;
  close(): void;
  socket: WebSocket;
}

export function openTestSocket<Frame, Request = never>(
  gatewayUrl: string,
  hello: object,
): TestSocket<Frame, Request> {
  const socket = new WebSocket(`${gatewayUrl.replace('http', 'ws')}/ws`);
  const frames: Frame[] = [];
  const waiting: Array<{
    check: (frame: Frame) => boolean;
    resolve: (frame: Frame) => void;
    reject: (error: Error) => void;
  }> = [];
  let failure: Error | null = null;
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('open', () => socket.send(JSON.stringify(hello)));
  // A socket that cannot connect fails the test that waits on it, with the reason.
  socket.on('error', (error) => {
    failure = error;
    for (const waiter of waiting.splice(0)) waiter.reject(error);
  });
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
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
      if (heard) return Promise.resolve(heard);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => waiting.push({ check, resolve, reject }));
    },
    send: (request) => socket.send(JSON.stringify(request)),
    closed,
    close: () => socket.close(),
    socket,
  };
}
