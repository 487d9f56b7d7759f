// React.lazy with the chunk reload-once guard (./chunk-reload-guard.ts). Every lazy route and lazy
// widget goes through this, so a stale tab after a deploy heals itself instead of showing an error.
// `loadWithReload` is the same for a module that is not a component (the boot's merge).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createChunkReloadGuard, type ChunkReloadGuard } from './chunk-reload-guard';

export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    options: { cause: unknown },
  ) {
    super(`The "${chunk}" part of the site could not be loaded.`, options);
    this.name = 'ChunkLoadError';
  }
}

export interface LazyReloadOptions {
  guard?: ChunkReloadGuard;
  reload?: () => void;
  /** Offline, a reload would only swap the site for the browser's offline page. */
  isOnline?: () => boolean;
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Loads a chunk; its first failure reloads the page (the promise then never settles, so whatever
 * waits keeps its loader until the new page replaces it), a second one rejects with ChunkLoadError.
 * Offline it rejects at once without spending the reload: the route's error boundary says the part
 * failed, the offline banner says why, and the next navigation once back online tries again.
 */
export async function loadWithReload<T>(
  chunk: string,
  load: () => Promise<T>,
  {
    guard = createChunkReloadGuard(sessionStorageOrUndefined()),
    reload = () => window.location.reload(),
    isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false,
  }: LazyReloadOptions = {},
): Promise<T> {
  try {
    const loaded = await load();
    guard.onSuccess(chunk);
    return loaded;
  } catch (error) {
    if (isOnline() && guard.onFailure(chunk) === 'reload') {
      reload();
      return new Promise<never>(() => undefined);
    }
    throw new ChunkLoadError(chunk, { cause: error });
  }
}

/**
 * `chunk` names the chunk for the guard (one mark per chunk); `load` imports the module and picks the
 * named export, e.g. `() => import('../chunks/member-centre').then((m) => m.MemberCentre)`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint.
export function lazyWithReload<Component extends ComponentType<any>>(chunk: string, load: () => Promise<Component>, options: LazyReloadOptions = {}): LazyExoticComponent<Component> {
  return lazy(async () => ({ default: await loadWithReload(chunk, load, options) }));
}
