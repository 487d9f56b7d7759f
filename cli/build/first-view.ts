// The first view of each skin's pages as HTML (src/prerender/render-first-view.tsx). The renderer
// is built once per build, like the runtime — a server bundle of the same components, with every
// library inside so it runs from the staging folder wherever `--out` is — and then called for
// each skin, which is cheap: `build --all` stays close to the cost of one skin.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Dictionaries, ResolvedSkin } from '../../engine';
import type { RenderedFirstView } from './skin-page';
import { viteBuild } from './vite-build';

const ENTRY = 'src/prerender/render-first-view.tsx';
// .mjs: an ES module wherever --out is, whatever package.json (if any) is above it.
const BUNDLE = 'render-first-view.mjs';

/** Every entry page's first view (the home's path is `/`). */
export type FirstViewRenderer = (
  skin: ResolvedSkin,
  dictionaries: Dictionaries,
) => Promise<RenderedFirstView[]>;

interface RendererModule {
  renderFirstViews: FirstViewRenderer;
}

export async function buildFirstViewRenderer(outDir: string): Promise<FirstViewRenderer> {
  await viteBuild({
    ssr: { noExternal: true },
    // React's production server renderer, whatever NODE_ENV the build itself runs under: the
    // development one is slower and writes its diagnostics into the page.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: ENTRY,
      outDir,
      emptyOutDir: true,
      // One file: the lazy parts a first view suspends on are inside, so nothing is fetched. It runs
      // in the build only, so its size (every library inside) is no player's concern.
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: BUNDLE } },
      chunkSizeWarningLimit: 10_000,
    },
  });
  const bundle = (await import(pathToFileURL(path.join(outDir, BUNDLE)).href)) as RendererModule;
  return bundle.renderFirstViews;
}
