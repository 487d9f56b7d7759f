// The first view of each skin's pages as HTML (src/prerender/render-first-view.tsx). The renderer
// is built once per build, like the runtime — a server bundle of the same components, with every
// library inside so it runs from the staging folder wherever `--out` is — and then called for
// each skin, which is cheap: `build --all` stays close to the cost of one skin. It runs on a worker
// thread: the skins' pages render there while the main thread serves the runtime's build.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Dictionaries, ResolvedSkin } from '../../engine';
import { firstViewLinksPlugin } from './first-view-links-plugin';
import type { RenderedFirstView } from './skin-page';
import { viteBuild } from './vite-build';
import { workerCalls } from './worker-calls';

const ENTRY = 'src/prerender/render-first-view.tsx';
// .mjs: an ES module wherever --out is, whatever package.json (if any) is above it.
const BUNDLE = 'render-first-view.mjs';

/** Every entry page's first view (the home's path is `/`). */
export type FirstViewRenderer = (
  skin: ResolvedSkin,
  dictionaries: Dictionaries,
) => Promise<RenderedFirstView[]>;

/** A renderer on a worker thread; `close` ends the thread. */
export interface FirstViewWorker {
  render: FirstViewRenderer;
  close(): Promise<void>;
}

// The worker: it loads the bundle and renders each skin it is sent. Plain JavaScript, as the bundle
// is: it runs without the CLI's TypeScript loader.
// Dictionaries come once, by number: skins that share them (engine resolveSkin) share one copy
// on the thread too, and the renderer makes their i18n instance once.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const dictionariesSent = new Map();
import(workerData.bundle).then(({ renderFirstViews }) => {
  parentPort.on('message', ({ id, skin, dictionariesId, dictionaries }) => {
    if (dictionaries) dictionariesSent.set(dictionariesId, dictionaries);
    renderFirstViews(skin, dictionariesSent.get(dictionariesId)).then(
      (views) => parentPort.postMessage({ id, value: views }),
      (error) => parentPort.postMessage({
        id,
        error: 'the first views could not be rendered: ' + (error instanceof Error ? error.stack : String(error)),
      }),
    );
  });
});
`;

/** Builds the renderer and starts it on a worker thread. */
export async function startFirstViewWorker(outDir: string): Promise<FirstViewWorker> {
  const bundle = await buildRenderer(outDir);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { bundle: pathToFileURL(bundle).href },
  });
  const calls = workerCalls<
    { skin: ResolvedSkin; dictionariesId: number; dictionaries?: Dictionaries },
    RenderedFirstView[]
  >([worker], 'the first-view renderer', {
    // Every skin is sent at once: the thread renders one after the other without waiting for the
    // main thread, which is busy with the runtime's build meanwhile.
    perThread: Infinity,
  });
  const dictionariesIds = new Map<Dictionaries, number>();
  return {
    render: (skin, dictionaries) => {
      const known = dictionariesIds.get(dictionaries);
      if (known !== undefined) return calls.call({ skin, dictionariesId: known });
      dictionariesIds.set(dictionaries, dictionariesIds.size);
      return calls.call({ skin, dictionariesId: dictionariesIds.size - 1, dictionaries });
    },
    close: calls.close,
  };
}

/**
 * Builds the renderer into `outDir`; returns the bundle's file. `staticLinks: false` builds it with
 * react-router's own links, which only a test asks for: it compares the pages the two draw
 * (./first-view-links-plugin.ts).
 */
export async function buildRenderer(
  outDir: string,
  { staticLinks = true }: { staticLinks?: boolean } = {},
): Promise<string> {
  await viteBuild({
    ssr: { noExternal: true },
    // React's production server renderer, whatever NODE_ENV the build itself runs under: the
    // development one is slower and writes its diagnostics into the page.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: staticLinks ? [firstViewLinksPlugin()] : [],
    build: {
      ssr: ENTRY,
      outDir,
      emptyOutDir: true,
      // One file: the lazy parts a first view suspends on are inside, so nothing is fetched. It
      // runs in the build only, so its size (every library inside) is no player's concern.
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: BUNDLE } },
      chunkSizeWarningLimit: 10_000,
    },
  });
  return path.join(outDir, BUNDLE);
}
