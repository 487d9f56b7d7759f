// The lazy chunks the live page's first render needs on an entry page whose largest paint is the
// live page's — a category's games, the promotions — which that page's HTML preloads beside the
// runtime's boot (src/main.tsx waits for the first paint before it imports the runtime). Without
// them each is asked for only once the runtime has run — the player site's frame and the merge as
// the app starts, a lobby's chunks when its route renders — a chain of round trips after the
// largest script's download instead of beside it. The home preloads none: its largest paint is its
// first banner, in the HTML, and its first load stays the boot's (the initial JavaScript budget);
// the runtime asks for the player site as it starts. The modules are the ones
// src/app/lazy/lazy-chunks.ts and src/app/app.tsx import lazily for those pages; a module the
// runtime's bundle does not have as a lazy entry fails the build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { categoryOfPath } from '../../engine';

/** The player site's frame, home and lobby routes; boot's merge. */
const SITE_MODULES = ['src/app/chunks/player-site.tsx', 'src/features/boot/effective-merge.ts'];
/** A category's page: its game list or game centre, and the lobby inside (each its own import). */
const CATEGORY_MODULES = [
  'src/features/lobby/lobby-page.tsx',
  'src/features/lobby/category-lobby.tsx',
];
const PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/promotions': ['src/app/chunks/promotions.tsx'],
};

/** Vite's manifest (`build.manifest`): a chunk per module that starts one, with what it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isDynamicEntry?: boolean }>;

export const MANIFEST_FILE = path.join('.vite', 'manifest.json');

export type RouteChunks = (pagePath: string) => string[];

/**
 * The chunk files (under the site root, `_app/…`) the page at `pagePath` preloads, read from the
 * runtime build in `runtimeDir`; `alreadyPreloaded` (the boot's own) are left out.
 */
export async function readRouteChunks(
  runtimeDir: string,
  alreadyPreloaded: ReadonlySet<string>,
): Promise<RouteChunks> {
  const manifest = JSON.parse(
    await readFile(path.join(runtimeDir, MANIFEST_FILE), 'utf8'),
  ) as Manifest;
  const closure = (modules: readonly string[]): string[] => {
    const files: string[] = [];
    const pending = [...modules];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const key = pending.shift()!;
      if (seen.has(key)) continue;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) {
        throw new Error(
          `the runtime's build has no chunk for ${key}, a module its entry pages preload (cli/build/route-chunks.ts): was it moved or renamed?`,
        );
      }
      if (!alreadyPreloaded.has(chunk.file)) files.push(chunk.file);
      pending.push(...(chunk.imports ?? []));
    }
    return files;
  };
  const category = closure([...SITE_MODULES, ...CATEGORY_MODULES]);
  const pages = new Map(
    Object.entries(PAGE_MODULES).map(([page, modules]) => [
      page,
      closure([...SITE_MODULES, ...modules]),
    ]),
  );
  return (pagePath) => pages.get(pagePath) ?? (categoryOfPath(pagePath) !== null ? category : []);
}
