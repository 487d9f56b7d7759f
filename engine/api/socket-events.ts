// The gateway's WebSocket for logged-in players (spec 000 §2 "A socket event listener runs when
// logged in"): the client opens SOCKET_PATH, says hello with its token, and then hears about its
// balance, new messages, a contract request waiting for its answer, a forced logout and
// maintenance. Browsers cannot set headers on a WebSocket, so the token travels in the first
// message rather than the URL (URLs end up in logs).

export const SOCKET_PATH = '/ws';

export type SocketHello = { type: 'hello'; token: string; merchantCode?: string };

export type SocketEvent =
  | { type: 'ready'; memberId: number }
  | { type: 'balance'; balance: string; currency: string }
  | { type: 'message'; unread: number; title: string }
  /** An offer or a termination request now waits for this member (spec 001 §4). */
  | { type: 'contract' }
  | { type: 'forcedLogout'; reason: string }
  | { type: 'maintenance'; maintenance: boolean; maintenanceEnd: string | null };

const EVENT_TYPES = new Set([
  'ready',
  'balance',
  'message',
  'contract',
  'forcedLogout',
  'maintenance',
]);

/**
 * The event in a socket frame, or null for anything else (a client ignores what it does not know).
 */
export function parseSocketEvent(data: string): SocketEvent | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      EVENT_TYPES.has((parsed as { type?: unknown }).type as string)
    ) {
      return parsed as SocketEvent;
    }
  } catch {
    // not JSON: not an event
  }
  return null;
}

/** The socket URL for a gateway origin (`https:` → `wss:`); empty origin means the page's own. */
export function socketUrl(baseUrl: string, pageOrigin: string, socketUrlOverride = ''): string {
  if (socketUrlOverride) return socketUrlOverride;
  const origin = (baseUrl || pageOrigin).replace(/\/+$/, '');
  return `${origin.replace(/^http/, 'ws')}${SOCKET_PATH}`;
}
