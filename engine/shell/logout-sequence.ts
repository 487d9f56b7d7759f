// Logout (spec 000 §4, spec 001 §4): confirm (cancel or confirm), call logout, show a loader, clear
// the session storage but keep the merchant code, mark logged out and not agent, replace the route
// with /. The query cache and the balance go too. Everything after the call runs even when the call
// fails: a player who asked to leave must not stay signed in because the network blinked.
import type { KeyValueStorage } from './key-value-storage';

/** Session keys that survive a logout: the merchant code (spec 000 §4, §9). */
export const KEPT_ON_LOGOUT: readonly string[] = ['merchantCode'];

/** Empties a session storage except the keys to keep. */
export function clearSessionKeeping(
  storage: KeyValueStorage,
  keep: readonly string[] = KEPT_ON_LOGOUT,
): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !keep.includes(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

export interface LogoutEffects {
  /** Asks the player; resolves true to go on. */
  confirm(): Promise<boolean>;
  /** The logout action (DELETE, token). */
  callLogout(): Promise<unknown>;
  showLoader(): void;
  hideLoader(): void;
  /**
   * Session storage without the merchant code, the session store marked logged out and not agent.
   */
  clearSession(): void;
  /** The query cache, so no member's data is shown to the next visitor. */
  clearQueries(): void;
  resetBalance(): void;
  replaceRoute(path: '/'): void;
}

export interface LogoutOptions {
  /**
   * The player asked (true) or the server signed them out (false: a forced logout asks nothing).
   */
  confirmFirst: boolean;
  /** A forced logout's token is already revoked: calling logout would only fail. */
  callServer: boolean;
}

export type LogoutOutcome = { status: 'cancelled' } | { status: 'signedOut'; callError: unknown };

export async function runLogout(
  effects: LogoutEffects,
  { confirmFirst, callServer }: LogoutOptions,
): Promise<LogoutOutcome> {
  if (confirmFirst && !(await effects.confirm())) return { status: 'cancelled' };
  effects.showLoader();
  let callError: unknown = null;
  try {
    if (callServer) await effects.callLogout();
  } catch (error) {
    callError = error;
  } finally {
    effects.clearSession();
    effects.clearQueries();
    effects.resetBalance();
    effects.hideLoader();
    effects.replaceRoute('/');
  }
  return { status: 'signedOut', callError };
}
