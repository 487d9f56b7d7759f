// The one Vite build of the runtime. Its output (index.html with the hashed script tags, `_app/`)
// is the same for every skin, which is why `build --all` costs little more than building one skin.
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { PROJECT_ROOT, RUNTIME_ASSETS_DIR, VITE_CONFIG_FILE } from './project-root';

export interface BuiltRuntime {
  /** The folder Vite wrote (index.html and `_app/`). */
  dir: string;
  /** Vite's index.html, placeholders still in, ready for renderIndexHtml. */
  template: string;
  /** Size of the runtime's files (`_app/`), which every skin folder carries. */
  bytes: number;
}

export async function buildRuntime(outDir: string): Promise<BuiltRuntime> {
  // Vite builds for whatever NODE_ENV says when it is set: under a test runner (`test`) that would
  // ship React's development build and a different bundle. The runtime is always a production
  // build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: PROJECT_ROOT,
      configFile: VITE_CONFIG_FILE,
      mode: 'production',
      // Vite's per-file report would drown the per-skin progress lines; warnings and errors still
      // show.
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const files = await readdir(path.join(outDir, RUNTIME_ASSETS_DIR));
  const sizes = await Promise.all(
    files.map(async (file) => (await stat(path.join(outDir, RUNTIME_ASSETS_DIR, file))).size),
  );
  return {
    dir: outDir,
    template: await readFile(path.join(outDir, 'index.html'), 'utf8'),
    bytes: sizes.reduce((sum, size) => sum + size, 0),
  };
}
