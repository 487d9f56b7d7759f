// The favourite toggle (spec 001 §4): add is ignored when the game is already a favourite, else it
// is added locally, then posted; remove is local first, then deleted; a failed call puts the game
// back as it was and says so. Every change is throttled to once per 1000 ms. Framework-free
// (STYLE.md: TanStack's core): React subscribes with useSyncExternalStore; the clock and the calls
// are injected.
import type { Category } from '../model/skin-types';
import { FAVOURITE_THROTTLE_MS } from './lobby-constants';

export interface FavouriteGame {
  nodeId: number;
  vassalage?: string;
  gameType?: Category;
}

export interface FavouriteStoreOptions {
  now: () => number;
  add: (game: FavouriteGame) => Promise<unknown>;
  remove: (nodeId: number) => Promise<unknown>;
  /** A call failed and the change was rolled back. */
  onError?: (error: unknown, game: FavouriteGame) => void;
  throttleMs?: number;
}

/** What a call did: `throttled` and `ignored` changed nothing. */
export type FavouriteOutcome = 'added' | 'removed' | 'ignored' | 'throttled';

export interface FavouriteStore {
  /**
   * The ids, as an immutable set that changes identity on every change (a useSyncExternalStore
   * snapshot).
   */
  getSnapshot(): ReadonlySet<number>;
  subscribe(listener: () => void): () => void;
  has(nodeId: number): boolean;
  /**
   * Replace the set with what the gateway said (after login, after a reload); pending changes win.
   */
  reset(nodeIds: Iterable<number>): void;
  add(game: FavouriteGame): FavouriteOutcome;
  remove(game: FavouriteGame): FavouriteOutcome;
  toggle(game: FavouriteGame): FavouriteOutcome;
}

export function createFavouriteStore(options: FavouriteStoreOptions): FavouriteStore {
  const throttleMs = options.throttleMs ?? FAVOURITE_THROTTLE_MS;
  let ids: ReadonlySet<number> = new Set();
  let lastChange = Number.NEGATIVE_INFINITY;
  /**
   * The latest local change of each game still waiting for the gateway, so a reset does not undo
   * it.
   */
  const pending = new Map<number, boolean>();
  const listeners = new Set<() => void>();

  const publish = (next: Set<number>) => {
    ids = next;
    for (const listener of listeners) listener();
  };
  const withId = (nodeId: number, present: boolean) => {
    const next = new Set(ids);
    if (present) next.add(nodeId);
    else next.delete(nodeId);
    publish(next);
  };

  const change = (game: FavouriteGame, present: boolean): FavouriteOutcome => {
    const now = options.now();
    if (now - lastChange < throttleMs) return 'throttled';
    if (ids.has(game.nodeId) === present) return 'ignored';
    lastChange = now;
    withId(game.nodeId, present);
    pending.set(game.nodeId, present);
    const call = present ? options.add(game) : options.remove(game.nodeId);
    call.then(
      () => {
        if (pending.get(game.nodeId) === present) pending.delete(game.nodeId);
      },
      (error: unknown) => {
        // Roll back only if nothing newer changed this game meanwhile.
        if (pending.get(game.nodeId) !== present) return;
        pending.delete(game.nodeId);
        withId(game.nodeId, !present);
        options.onError?.(error, game);
      },
    );
    return present ? 'added' : 'removed';
  };

  return {
    getSnapshot: () => ids,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    has: (nodeId) => ids.has(nodeId),
    reset(nodeIds) {
      const next = new Set(nodeIds);
      for (const [nodeId, present] of pending) {
        if (present) next.add(nodeId);
        else next.delete(nodeId);
      }
      // The same games (a visitor's empty list, a refetch that changed nothing) keep the snapshot:
      // a new one would redraw every heart on the page for nothing.
      if (next.size === ids.size && [...next].every((nodeId) => ids.has(nodeId))) return;
      publish(next);
    },
    add: (game) => change(game, true),
    remove: (game) => change(game, false),
    toggle: (game) => change(game, !ids.has(game.nodeId)),
  };
}
