// React.lazy with the chunk reload-once guard (./chunk-reload-guard.ts). Every lazy route and lazy
// widget goes through this, so a stale tab after a deploy heals itself instead of showing an error.
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
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * `chunk` names the chunk for the guard (one mark per chunk); `load` imports the module and picks the
 * named export, e.g. `() => import('../chunks/member-centre').then((m) => m.MemberCentre)`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint.
export function lazyWithReload<Component extends ComponentType<any>>(
  chunk: string,
  load: () => Promise<Component>,
  { guard = createChunkReloadGuard(sessionStorageOrUndefined()), reload = () => window.location.reload() }: LazyReloadOptions = {},
): LazyExoticComponent<Component> {
  return lazy(async () => {
    try {
      const component = await load();
      guard.onSuccess(chunk);
      return { default: component };
    } catch (error) {
      if (guard.onFailure(chunk) === 'reload') {
        reload();
        // Keep the Suspense fallback on screen until the reload replaces the page.
        return new Promise<never>(() => undefined);
      }
      throw new ChunkLoadError(chunk, { cause: error });
    }
  });
}
