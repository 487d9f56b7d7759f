// Writes one skin's site folder: the shared runtime (`_app/`), index.html rendered for the skin,
// its `_headers` (security-headers.ts) and the skin's own files, each text file with its compressed
// twins. The folder is complete on its own: it deploys to any static host.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedSkin } from '../../engine';
import type { LoadedSkin } from '../../loader/skin-loader';
import type { BuiltRuntime } from './build-runtime';
import { linkOrCopy } from './link-or-copy';
import type { Compressor } from './precompress';
import { RUNTIME_ASSETS_DIR } from './project-root';
import { renderIndexHtml } from './render-index-html';
import { HEADERS_FILE, headersFile, securityHeaders } from './security-headers';
import { skinSiteFiles } from './skin-files';
import { entryPageOf, skinPageBase, type RenderedFirstView } from './skin-page';

/** What emitSkinFiles wrote. */
export interface EmittedSkinFiles {
  dictionaries: number;
  assets: number;
  /** Bytes of the skin's own files (not its pages; the runtime is the same for every skin). */
  bytes: number;
}

/**
 * A skin's own files, which the runtime does not change: its dictionaries, its assets and its
 * `_headers`. The build writes them while the runtime is still building.
 */
export async function emitSkinFiles(
  skin: LoadedSkin & { resolved: ResolvedSkin },
  targetDir: string,
  compressor: Compressor,
): Promise<EmittedSkinFiles> {
  const files = [...skinSiteFiles(skin)];
  const contents = await Promise.all(files.map(([, file]) => file.read()));
  // The CSP and the other security headers, for a CDN to send with every answer (README
  // "Security headers").
  const headers = headersFile(securityHeaders(skin.resolved));
  const targets = files.map(([sitePath]) => path.join(targetDir, ...sitePath.split('/')));
  makeFolders([targetDir, ...targets.map((target) => path.dirname(target))]);
  await Promise.all([
    compressor.write(path.join(targetDir, HEADERS_FILE), headers),
    ...targets.map((target, index) => compressor.write(target, contents[index]!)),
  ]);
  return {
    dictionaries: files.filter(([sitePath]) => sitePath.startsWith('i18n/')).length,
    assets: skin.assets.length,
    bytes: contents.reduce(
      (sum, content) => sum + Buffer.byteLength(content),
      Buffer.byteLength(headers),
    ),
  };
}

/**
 * A skin's pages, once the runtime is built: index.html for the home, each other entry page in a
 * folder of its own (`rng/index.html`, which static hosts serve at `/rng`; every other client route
 * falls back to index.html), and the runtime's files beside them (their compressed twins are linked
 * once they are written: `linkRuntime`). Returns the pages' bytes.
 */
export async function emitSkinPages(
  runtime: BuiltRuntime,
  firstViews: readonly RenderedFirstView[],
  skin: LoadedSkin & { resolved: ResolvedSkin },
  targetDir: string,
  compressor: Compressor,
): Promise<number> {
  const base = skinPageBase(skin.resolved);
  const pages = firstViews.map((firstView) => ({
    file: path.join(targetDir, entryPageFile(firstView.path)),
    html: renderIndexHtml(runtime.template, {
      ...entryPageOf(base, skin.resolved, firstView.path),
      firstView,
      routeChunks: runtime.routeChunks(firstView.path),
    }),
  }));
  makeFolders(pages.map((page) => path.dirname(page.file)));
  linkRuntime(runtime.dir, targetDir, runtime.files);
  await Promise.all(pages.map((page) => compressor.write(page.file, page.html)));
  return pages.reduce((sum, page) => sum + Buffer.byteLength(page.html), 0);
}

/**
 * Each folder once, parents first. Folders, links and the small files here are made with the
 * synchronous calls: thousands of them in `build --all`, each cheaper done at once than sent
 * through libuv's thread pool.
 */
function makeFolders(folders: readonly string[]): void {
  for (const folder of [...new Set(folders)].sort()) mkdirSync(folder, { recursive: true });
}

/** The file of an entry page in the site folder: `/` → `index.html`, `/rng` → `rng/index.html`. */
export function entryPageFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

/**
 * Every skin folder carries the same runtime files (`files`, names in `_app/`); hard links (the
 * staging folder and the runtime build share a file system) make that free, which is what keeps
 * `build --all` close to the cost of one skin.
 */
export function linkRuntime(runtimeDir: string, targetDir: string, files: readonly string[]): void {
  const from = path.join(runtimeDir, RUNTIME_ASSETS_DIR);
  const to = path.join(targetDir, RUNTIME_ASSETS_DIR);
  mkdirSync(to, { recursive: true });
  for (const file of files) linkOrCopy(path.join(from, file), path.join(to, file));
}
