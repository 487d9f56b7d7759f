// Lazy components with the chunk reload-once guard (./chunk-reload-guard.ts). Every lazy route and
// lazy widget goes through this, so a stale tab after a deploy heals itself instead of showing an
// error. `loadWithReload` is the same for a module that is not a component (the boot's merge).
import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS, withinTime } from '../../../engine';
import { browserChunkReloadGuard, type ChunkReloadGuard } from './chunk-reload-guard';

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
  /** A chunk not here by then counts as failed (spec 001 §8). */
  timeoutMs?: number;
}

/**
 * Loads a chunk; its first failure (or a wait past `timeoutMs`) reloads the page (the promise then never settles, so whatever
 * waits keeps its loader until the new page replaces it), a second one rejects with ChunkLoadError.
 * Offline it rejects at once without spending the reload: the route's error boundary says the part
 * failed, the offline banner says why, and the next navigation once back online tries again.
 */
export async function loadWithReload<T>(
  chunk: string,
  load: () => Promise<T>,
  {
    guard = browserChunkReloadGuard(),
    reload = () => window.location.reload(),
    isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false,
    timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
  }: LazyReloadOptions = {},
): Promise<T> {
  try {
    const loaded = await withinTime(load(), timeoutMs, {
      setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
      clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
    });
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

/** A lazy component whose chunk can be fetched before anything renders it. */
export type PreloadableComponent<Component> = Component & {
  /** Starts the download; a failure is ignored here (a render loads it again, guard and all). */
  preload(): void;
  /**
   * Loads the part and keeps it, at build time too: a render after this shows the part itself,
   * not its fallback (the build's first view pictures the player site, which is a chunk).
   */
  ready(): Promise<void>;
};

/**
 * `chunk` names the chunk for the guard (one mark per chunk); `load` imports the module and picks
 * the named export, e.g. `() => import('../chunks/member-centre').then((m) => m.MemberCentre)`.
 *
 * Unlike React.lazy, a component whose chunk is already here (preloaded, or rendered before)
 * renders at once without suspending. That matters where a Suspense boundary mounts with it (a home
 * tab's lobby): a boundary that showed its fallback reveals its content no sooner than React's 300
 * ms throttle, whatever the network did.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props.
export function lazyWithReload<Component extends ComponentType<any>>(
  chunk: string,
  load: () => Promise<Component>,
  options: LazyReloadOptions = {},
): PreloadableComponent<Component> {
  return lazyPart(chunk, load, () => undefined, options);
}

/**
 * lazyWithReload, with `loadedElsewhere`: the component when its chunk came in for another part
 * (chunkParts), so it too renders at once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props.
function lazyPart<Component extends ComponentType<any>>(
  chunk: string,
  load: () => Promise<Component>,
  loadedElsewhere: () => Component | undefined,
  options: LazyReloadOptions,
): PreloadableComponent<Component> {
  let own: Component | undefined;
  const loaded = () => own ?? loadedElsewhere();
  const keep = (component: Component) => (own = component);
  // The build's first view (src/prerender) shows every lazy part as its fallback: a part that
  // happened to load during an earlier page's render would otherwise make the same skin render two
  // ways, and the build's output differ from one run to the next.
  const Suspending = lazy(async () =>
    import.meta.env.SSR
      ? new Promise<never>(() => undefined)
      : { default: keep(await loadWithReload(chunk, load, options)) },
  );

  function Lazy(props: ComponentProps<Component>) {
    // Chosen once per mount: switching the element's type later would remount it and lose its
    // state.
    const [type] = useState(
      () => (loaded() ?? Suspending) as ComponentType<ComponentProps<Component>>,
    );
    return createElement(type, props);
  }
  Lazy.displayName = `Lazy(${chunk})`;
  Lazy.preload = () => {
    if (!loaded() && !import.meta.env.SSR) void load().then(keep, () => undefined);
  };
  Lazy.ready = async () => {
    if (!loaded()) keep(await load());
  };
  return Lazy as unknown as PreloadableComponent<Component>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props.
type AnyComponent = ComponentType<any>;

/** The names of a module's exports that are components. */
type ComponentNames<Module> = {
  [K in keyof Module]: Module[K] extends AnyComponent ? K : never;
}[keyof Module];

/**
 * The lazy components of one chunk, all loaded through one `import()` (one list of its files for
 * the bundler to preload, however many parts it has): `const agentArea = chunkParts('agent-area',
 * () => import('../chunks/agent-area'))`, then `agentArea('AgentLayout')`. The chunk comes in
 * whole: once any part has loaded it, every part renders at once (the page an ad landed on is
 * ready with its chunk, whichever of the chunk's pages it is).
 */
export function chunkParts<Module>(chunk: string, load: () => Promise<Module>) {
  let loaded: Module | undefined;
  const loadChunk = () => load().then((module) => (loaded = module));
  return <Name extends ComponentNames<Module>>(name: Name) => {
    type Part = Module[Name] & AnyComponent;
    return lazyPart(
      chunk,
      () => loadChunk().then((module) => module[name] as Part),
      () => loaded?.[name] as Part | undefined,
      {},
    );
  };
}
