// A lazy chunk fails to load when a deploy replaced the hashed files the open page still points at.
// Reloading fetches the new index.html and its new chunks, so the first failure reloads the page;
// the mark in sessionStorage makes sure that happens once per chunk (a chunk that is really missing
// must end on the route's error boundary, never in a reload loop). A successful load clears the
// mark, so a later deploy in the same tab gets its one reload again.

/**
 * The part of Storage the guard needs (sessionStorage in the browser, a Map-backed fake in tests).
 */
export type GuardStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const CHUNK_RELOAD_KEY_PREFIX = 'skinforge:chunk-reload:';

export type ChunkFailureDecision = 'reload' | 'fail';

export interface ChunkReloadGuard {
  /** A chunk failed to load: reload the page (first time) or let the error through. */
  onFailure(chunk: string): ChunkFailureDecision;
  /** A chunk loaded: a later failure of it may reload again. */
  onSuccess(chunk: string): void;
}

export function createChunkReloadGuard(storage: GuardStorage | undefined): ChunkReloadGuard {
  const key = (chunk: string) => `${CHUNK_RELOAD_KEY_PREFIX}${chunk}`;
  return {
    onFailure(chunk) {
      try {
        if (!storage || storage.getItem(key(chunk)) !== null) return 'fail';
        storage.setItem(key(chunk), '1');
        return 'reload';
      } catch {
        // Storage disabled or full: without a mark a reload could loop, so fail instead.
        return 'fail';
      }
    },
    onSuccess(chunk) {
      try {
        storage?.removeItem(key(chunk));
      } catch {
        // Nothing to clear when storage is unusable.
      }
    },
  };
}

/**
 * The guard over this tab's sessionStorage. Where the browser refuses storage there is no guard
 * storage at all (not a page-lifetime stand-in): a mark that a reload forgets could loop.
 */
export function browserChunkReloadGuard(): ChunkReloadGuard {
  let storage: GuardStorage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return createChunkReloadGuard(storage);
}
