// The one Vite build of the runtime. Its output (index.html with the hashed script tags, `_app/`)
// is the same for every skin, which is why `build --all` costs little more than building one skin.
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { precompress } from './precompress';
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
}

/** The runtime files index.html already loads or preloads (the entry and the boot). */
function preloadedByTemplate(template: string): Set<string> {
  const files = [...template.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  return new Set(files);
}

export async function buildRuntime(outDir: string): Promise<BuiltRuntime> {
  await viteBuild({ build: { outDir, emptyOutDir: true, manifest: true } });
  const files = (await readdir(path.join(outDir, RUNTIME_ASSETS_DIR))).map((file) =>
    path.join(outDir, RUNTIME_ASSETS_DIR, file),
  );
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  // Once for every skin: the skin folders link these files, twins included.
  await precompress(files);
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  return {
    dir: outDir,
    template,
    bytes: sizes.reduce((sum, size) => sum + size, 0),
    routeChunks: await readRouteChunks(outDir, preloadedByTemplate(template)),
  };
}
