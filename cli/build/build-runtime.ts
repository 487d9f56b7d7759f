// The one Vite build of the runtime. Its output (index.html with the hashed script tags, `_app/`)
// is the same for every skin, which is why `build --all` costs little more than building one skin.
// Two steps: Vite's build, which is all a skin's pages need, then the compressed twins of its files
// (brotli at its best: most of a second), which the skins' folders link last, so the pages are
// written while the twins are still being compressed.
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { TwinsOf } from './compression-threads';
import { COMPRESSED_TWIN, createCompressor } from './precompress';
import { RUNTIME_ASSETS_DIR } from './project-root';
import { readRouteChunks, type RouteChunks } from './route-chunks';
import { viteBuild } from './vite-build';

export interface BuiltRuntime {
  /** The folder Vite wrote (index.html and `_app/`). */
  dir: string;
  /** Vite's index.html, placeholders still in, ready for renderIndexHtml. */
  template: string;
  /**
   * Size of the runtime's files (`_app/`), which every skin folder carries, without their
   * compressed twins.
   */
  bytes: number;
  /** The lazy chunks each entry page preloads for the live page's first render. */
  routeChunks: RouteChunks;
  /** The names of the files in `_app/`, without their compressed twins (compressRuntime's). */
  files: string[];
}

/** The runtime files index.html already loads or preloads (the entry and the boot). */
function preloadedByTemplate(template: string): Set<string> {
  const files = [...template.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  return new Set(files);
}

export async function buildRuntime(outDir: string): Promise<BuiltRuntime> {
  await viteBuild({ build: { outDir, emptyOutDir: true, manifest: true } });
  const files = await readdir(path.join(outDir, RUNTIME_ASSETS_DIR));
  const sizes = await Promise.all(
    files.map(async (file) => (await stat(path.join(outDir, RUNTIME_ASSETS_DIR, file))).size),
  );
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  return {
    dir: outDir,
    template,
    bytes: sizes.reduce((sum, size) => sum + size, 0),
    routeChunks: await readRouteChunks(outDir, preloadedByTemplate(template)),
    files,
  };
}

/**
 * Writes the compressed twins of the runtime's files, once for every skin (the skins' folders link
 * them), and returns their names in `_app/`. `compute` makes the twins: the build's compression
 * threads, so that zlib's work does not hold up file writes on libuv's thread pool.
 */
export async function compressRuntime(runtime: BuiltRuntime, compute: TwinsOf): Promise<string[]> {
  const appDir = path.join(runtime.dir, RUNTIME_ASSETS_DIR);
  await createCompressor('best', compute).compress(
    runtime.files.map((file) => path.join(appDir, file)),
  );
  return (await readdir(appDir)).filter((file) => COMPRESSED_TWIN.test(file));
}
