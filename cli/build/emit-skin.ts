// Writes one skin's site folder: the shared runtime (`_app/`), index.html rendered for the skin,
// its `_headers` (security-headers.ts) and the skin's own files. The folder is complete on its own: it deploys to any static host.
import { copyFile, link, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedSkin } from '../../engine';
import type { LoadedSkin } from '../../loader/skin-loader';
import type { BuiltRuntime } from './build-runtime';
import type { FirstViewRenderer } from './first-view';
import { precompress } from './precompress';
import { RUNTIME_ASSETS_DIR } from './project-root';
import { renderIndexHtml } from './render-index-html';
import { HEADERS_FILE, headersFile, securityHeaders } from './security-headers';
import { skinSiteFiles } from './skin-files';
import { entryPageOf, skinPageBase } from './skin-page';

export interface EmittedSkin {
  dictionaries: number;
  assets: number;
  /** Bytes of index.html and the skin's own files (the runtime is the same for every skin). */
  skinBytes: number;
}

export async function emitSkin(
  runtime: BuiltRuntime,
  renderFirstViews: FirstViewRenderer,
  skin: LoadedSkin & { resolved: ResolvedSkin },
  targetDir: string,
): Promise<EmittedSkin> {
  await linkRuntime(runtime.dir, targetDir);
  // index.html pictures the home; each other entry page gets a folder of its own (`rng/index.html`),
  // which static hosts serve at `/rng`. Every other client route falls back to index.html.
  const base = skinPageBase(skin.resolved);
  const pages = (await renderFirstViews(skin.resolved, skin.dictionaries)).map(
    (firstView) =>
      [
        entryPageFile(firstView.path),
        renderIndexHtml(runtime.template, {
          ...entryPageOf(base, skin.resolved, firstView.path),
          firstView,
          routeChunks: runtime.routeChunks(firstView.path),
        }),
      ] as const,
  );
  for (const [file, html] of pages) {
    await mkdir(path.dirname(path.join(targetDir, file)), { recursive: true });
    await writeFile(path.join(targetDir, file), html);
  }
  // The CSP and the other security headers, for a CDN to send with every answer (README "Deploy").
  const headers = headersFile(securityHeaders(skin.resolved));
  await writeFile(path.join(targetDir, HEADERS_FILE), headers);

  const files = [...skinSiteFiles(skin)];
  const sizes = await Promise.all(
    files.map(async ([sitePath, file]) => {
      const target = path.join(targetDir, ...sitePath.split('/'));
      const content = await file.read();
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
      return Buffer.byteLength(content);
    }),
  );
  await precompress(
    [
      ...pages.map(([file]) => path.join(targetDir, file)),
      ...files.map(([sitePath]) => path.join(targetDir, ...sitePath.split('/'))),
    ],
    'fast',
  );
  const skinBytes = sizes.reduce(
    (sum, size) => sum + size,
    pages.reduce((sum, [, html]) => sum + Buffer.byteLength(html), Buffer.byteLength(headers)),
  );
  const dictionaries = files.filter(([sitePath]) => sitePath.startsWith('i18n/')).length;
  return { dictionaries, assets: skin.assets.length, skinBytes };
}

/** The file of an entry page in the site folder: `/` → `index.html`, `/rng` → `rng/index.html`. */
export function entryPageFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

/**
 * Every skin folder carries the same runtime files; hard links (the staging folder and the runtime
 * build share a file system) make that free, which is what keeps `build --all` close to the cost of
 * one skin. A copy stands in where links are refused.
 */
async function linkRuntime(runtimeDir: string, targetDir: string): Promise<void> {
  const from = path.join(runtimeDir, RUNTIME_ASSETS_DIR);
  const to = path.join(targetDir, RUNTIME_ASSETS_DIR);
  await mkdir(to, { recursive: true });
  const files = await readdir(from);
  await Promise.all(
    files.map((file) =>
      link(path.join(from, file), path.join(to, file)).catch(() =>
        copyFile(path.join(from, file), path.join(to, file)),
      ),
    ),
  );
}
