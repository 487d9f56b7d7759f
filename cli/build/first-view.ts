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
const BUNDLE = 'render-first-view.js';

export type FirstViewRenderer = (
  skin: ResolvedSkin,
  dictionaries: Dictionaries,
  routePath: string,
) => Promise<RenderedFirstView>;

interface RendererModule {
  renderFirstView(
    skin: ResolvedSkin,
    dictionaries: Dictionaries,
    routePath: string,
  ): Promise<{ html: string; css: string }>;
}

export async function buildFirstViewRenderer(outDir: string): Promise<FirstViewRenderer> {
  await viteBuild({
    ssr: { noExternal: true },
    build: {
      ssr: ENTRY,
      outDir,
      emptyOutDir: true,
      // One file: the lazy parts a first view suspends on are inside, so nothing is fetched.
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: BUNDLE } },
    },
  });
  const bundle = (await import(pathToFileURL(path.join(outDir, BUNDLE)).href)) as RendererModule;
  return async (skin, dictionaries, routePath) => ({
    path: routePath,
    ...(await bundle.renderFirstView(skin, dictionaries, routePath)),
  });
}
