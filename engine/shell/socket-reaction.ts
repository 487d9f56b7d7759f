// What the shell does with each socket event while logged in (spec 000 §2 "A socket event listener
// runs when logged in"; events of engine/api/socket-events.ts): a balance change refreshes the
// balance, a new message the unread count, a contract request the contract dialog (engine
// contractCue), a forced logout runs the logout sequence with a message, maintenance swaps in the
// maintenance page. Also when to reconnect after the socket closes.
import type { SocketEvent } from '../api/socket-events';
import { MONEY_PATTERN } from '../model/skin-types';

export type SocketReaction =
  | { kind: 'balance'; balance: string; currency: string }
  | { kind: 'unread'; unread: number; title: string }
  | { kind: 'contract' }
  | { kind: 'forcedLogout'; reason: string }
  | { kind: 'maintenance'; maintenance: boolean; maintenanceEnd: string | null }
  | { kind: 'none' };

export function socketReaction(
  event: SocketEvent | null,
  { isTrial }: { isTrial: boolean },
): SocketReaction {
  switch (event?.type) {
    case 'balance':
      return typeof event.balance === 'string' && MONEY_PATTERN.test(event.balance)
        ? { kind: 'balance', balance: event.balance, currency: event.currency }
        : { kind: 'none' };
    // Spec 000 §6: unread messages are not fetched for trial accounts.
    case 'message':
      return isTrial
        ? { kind: 'none' }
        : { kind: 'unread', unread: Math.max(0, event.unread), title: event.title };
    // A trial account is never an agent: no contract is ever offered to it.
    case 'contract':
      return isTrial ? { kind: 'none' } : { kind: 'contract' };
    case 'forcedLogout':
      return { kind: 'forcedLogout', reason: event.reason };
    case 'maintenance':
      return {
        kind: 'maintenance',
        maintenance: event.maintenance === true,
        maintenanceEnd: event.maintenanceEnd ?? null,
      };
    default:
      return { kind: 'none' };
  }
}

/**
 * The gateway's close codes (gateway/README.md, /ws): 4000 our logout, 4001 forced, 4401 no valid
 * hello.
 */
export const SOCKET_CLOSE = { logout: 4000, forced: 4001, unauthorised: 4401 } as const;

export type SocketCloseReaction = 'reconnect' | 'stop' | 'forcedLogout';

/**
 * After a close: our own logout stops; a forced close whose event was lost still signs the player
 * out; a refused hello means the token is dead, which the next call's 401 will handle, so stop
 * rather than hammer the gateway; anything else (network, restart) reconnects.
 */
export function socketCloseReaction(code: number): SocketCloseReaction {
  if (code === SOCKET_CLOSE.logout || code === SOCKET_CLOSE.unauthorised) return 'stop';
  if (code === SOCKET_CLOSE.forced) return 'forcedLogout';
  return 'reconnect';
}

/**
 * Reconnect delay: exponential from 1 s, at most 30 s, with jitter so tabs do not reconnect in
 * step.
 */
export function socketReconnectDelay(attempt: number, random: () => number): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, Math.min(attempt, 15)));
  return Math.round(base * (0.5 + random() / 2));
}
