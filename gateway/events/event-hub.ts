// Who is listening on the WebSocket, by member and merchant, so that a balance change, a new
// message, a forced logout or maintenance reaches the right players (spec 000 §2: "A socket event
// listener runs when logged in").
import type { SocketEvent } from '../../engine';

export interface EventSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

interface Listener {
  socket: EventSocket;
  memberId: number;
  merchantCode: string;
  tokenHash: string;
}

/** Close codes: 4000 logged out, 4001 forced out, 4401 no valid hello. */
export const SOCKET_CLOSE = { loggedOut: 4000, forcedLogout: 4001, unauthorised: 4401 } as const;

export class EventHub {
  private readonly listeners = new Set<Listener>();

  add(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.listeners.size;
  }

  private send(predicate: (listener: Listener) => boolean, event: SocketEvent): void {
    const frame = JSON.stringify(event);
    for (const listener of this.listeners) if (predicate(listener)) listener.socket.send(frame);
  }

  toMember(memberId: number, event: SocketEvent): void {
    this.send((listener) => listener.memberId === memberId, event);
  }

  toMerchant(merchantCode: string, event: SocketEvent): void {
    this.send((listener) => listener.merchantCode === merchantCode, event);
  }

  /** Ends the sockets of these sessions, telling them why first when `event` is given. */
  closeSessions(tokenHashes: readonly string[], code: number, event?: SocketEvent): void {
    const ended = new Set(tokenHashes);
    for (const listener of [...this.listeners]) {
      if (!ended.has(listener.tokenHash)) continue;
      if (event) listener.socket.send(JSON.stringify(event));
      listener.socket.close(code, event?.type ?? 'logout');
      this.listeners.delete(listener);
    }
  }

  closeAll(): void {
    for (const listener of this.listeners) listener.socket.close(1001, 'gateway closing');
    this.listeners.clear();
  }
}
