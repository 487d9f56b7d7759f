// Who is listening on the WebSocket, by member and merchant, so that a balance change, a new
// message, a forced logout or maintenance reaches the right players (spec 000 §2: "A socket event
// listener runs when logged in"), and the live chat's frames to the pages of a conversation and
// to the operator pages (gateway/routes/chat-socket.ts). A player's socket may be held by another
// gateway process than the one that moved the money: on PostgreSQL every event is a notice on
// NOTICE_CHANNEL that every gateway on the database hears (this one included) and delivers to its
// own sockets; the notices also tell the others that a merchant's settings changed in SQL, so they
// read them again. On PGlite (one process) events are delivered here at once.
import type { SocketEvent } from '../../engine';
import type { ChatFrame } from './chat-frames';

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

/** A live-chat page on its conversation, or the dev operator page (conversationId null: all). */
interface ChatListener {
  socket: EventSocket;
  conversationId: number | null;
}

/** Close codes: 4000 logged out, 4001 forced out, 4401 no valid hello. */
export const SOCKET_CLOSE = { loggedOut: 4000, forcedLogout: 4001, unauthorised: 4401 } as const;

/** What one gateway tells every gateway on the database. */
export type GatewayNotice =
  | { kind: 'member'; memberId: number; event: SocketEvent }
  | { kind: 'merchant'; merchantCode: string; event: SocketEvent }
  | { kind: 'close'; tokenHashes: string[]; code: number; event?: SocketEvent }
  | { kind: 'merchantChanged'; merchantCode: string }
  | { kind: 'chat'; conversationId: number; frame: ChatFrame };

export const NOTICE_CHANNEL = 'skinforge_gateway';

export interface NoticeTransport {
  /** Sends a notice to every gateway on the database, this one included. */
  publish(payload: string): Promise<void>;
  /** Another gateway changed a merchant's settings in SQL: read them again. */
  merchantChanged(merchantCode: string): Promise<unknown>;
  warn(message: string): void;
}

export class EventHub {
  private readonly listeners = new Set<Listener>();
  private readonly chatListeners = new Set<ChatListener>();
  private transport: NoticeTransport | undefined;

  /** From now on events go out as notices and come back through `receive` (PostgreSQL). */
  connect(transport: NoticeTransport): void {
    this.transport = transport;
  }

  /** A notice heard on the channel (from any gateway, this one included). */
  receive(payload: string): void {
    let notice: GatewayNotice;
    try {
      notice = JSON.parse(payload) as GatewayNotice;
    } catch {
      this.transport?.warn(`Ignored a notice on ${NOTICE_CHANNEL} that is not JSON: ${payload}`);
      return;
    }
    if (notice.kind === 'merchantChanged') {
      void this.transport
        ?.merchantChanged(notice.merchantCode)
        .catch((error: unknown) =>
          this.transport?.warn(
            `Could not reload merchant ${notice.merchantCode}: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      return;
    }
    this.deliver(notice);
  }

  private dispatch(notice: GatewayNotice): void {
    const transport = this.transport;
    if (!transport) {
      if (notice.kind !== 'merchantChanged') this.deliver(notice);
      return;
    }
    // Should the notice not go out, this gateway's own sockets still hear the event.
    transport.publish(JSON.stringify(notice)).catch((error: unknown) => {
      transport.warn(
        `Could not send a ${notice.kind} notice on ${NOTICE_CHANNEL}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (notice.kind !== 'merchantChanged') this.deliver(notice);
    });
  }

  private deliver(notice: Exclude<GatewayNotice, { kind: 'merchantChanged' }>): void {
    if (notice.kind === 'member') {
      this.send((listener) => listener.memberId === notice.memberId, notice.event);
    } else if (notice.kind === 'merchant') {
      this.send((listener) => listener.merchantCode === notice.merchantCode, notice.event);
    } else if (notice.kind === 'chat') {
      const frame = JSON.stringify(notice.frame);
      for (const listener of this.chatListeners) {
        const joined = listener.conversationId;
        if (joined === null || joined === notice.conversationId) listener.socket.send(frame);
      }
    } else {
      this.closeLocal(notice.tokenHashes, notice.code, notice.event);
    }
  }

  add(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  addChat(listener: ChatListener): () => void {
    this.chatListeners.add(listener);
    return () => this.chatListeners.delete(listener);
  }

  get size(): number {
    return this.listeners.size;
  }

  private send(predicate: (listener: Listener) => boolean, event: SocketEvent): void {
    const frame = JSON.stringify(event);
    for (const listener of this.listeners) if (predicate(listener)) listener.socket.send(frame);
  }

  toMember(memberId: number, event: SocketEvent): void {
    this.dispatch({ kind: 'member', memberId, event });
  }

  toMerchant(merchantCode: string, event: SocketEvent): void {
    this.dispatch({ kind: 'merchant', merchantCode, event });
  }

  /** Ends the sockets of these sessions, telling them why first when `event` is given. */
  closeSessions(tokenHashes: readonly string[], code: number, event?: SocketEvent): void {
    this.dispatch({ kind: 'close', tokenHashes: [...tokenHashes], code, event });
  }

  /** A chat frame for the conversation's pages and every operator page. */
  toChat(conversationId: number, frame: ChatFrame): void {
    this.dispatch({ kind: 'chat', conversationId, frame });
  }

  /** This gateway changed a merchant in SQL (and read it again): the others read it again too. */
  merchantChanged(merchantCode: string): void {
    this.dispatch({ kind: 'merchantChanged', merchantCode });
  }

  private closeLocal(tokenHashes: readonly string[], code: number, event?: SocketEvent): void {
    const ended = new Set(tokenHashes);
    for (const listener of [...this.listeners]) {
      if (!ended.has(listener.tokenHash)) continue;
      if (event) listener.socket.send(JSON.stringify(event));
      listener.socket.close(code, event?.type ?? 'logout');
      this.listeners.delete(listener);
    }
  }

  closeAll(): void {
    for (const listener of [...this.listeners, ...this.chatListeners]) {
      listener.socket.close(1001, 'gateway closing');
    }
    this.listeners.clear();
    this.chatListeners.clear();
  }
}
