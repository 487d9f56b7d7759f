// The one Vite build of the runtime. Its output (index.html with the hashed script tags, `_app/`)
// is the same for every skin, which is why `build --all` costs little more than building one skin.
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { precompress } from './precompress';
import { RUNTIME_ASSETS_DIR } from './project-root';
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
}

export async function buildRuntime(outDir: string): Promise<BuiltRuntime> {
  await viteBuild({ build: { outDir, emptyOutDir: true } });
  const files = (await readdir(path.join(outDir, RUNTIME_ASSETS_DIR))).map((file) =>
    path.join(outDir, RUNTIME_ASSETS_DIR, file),
  );
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  // Once for every skin: the skin folders link these files, twins included.
  await precompress(files);
  return {
    dir: outDir,
    template: await readFile(path.join(outDir, 'index.html'), 'utf8'),
    bytes: sizes.reduce((sum, size) => sum + size, 0),
  };
}
