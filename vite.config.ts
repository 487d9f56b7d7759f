// The runtime's Vite config. The runtime is the same for every skin, so it is built once
// (`skinforge build` calls Vite's JS API with this file) and each skin only changes index.html,
// dictionaries and assets (cli/build/). `skinforge dev` loads this file too and adds the skin
// plugin and the gateway proxy (cli/dev/), so running `vite` by hand is not a supported way to
// start the app: index.html is a template with `{{…}}` placeholders only the skin renderer fills.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // Skin assets own the site root (`/assets/logo.svg`, `/i18n/pt.json`); the runtime's hashed files
  // go under `/_app/`, a name no skin path can take (skin asset paths start with `assets/`).
  publicDir: false,
  build: {
    assetsDir: '_app',
    target: 'es2022',
    sourcemap: false,
    // The HTML of each skin is rendered after the build; Vite's own size report is noise there.
    reportCompressedSize: false,
    // The initial chunk holds the libraries by design (codeSplitting below); its budget is measured
    // gzipped by `skinforge build` (cli/build/initial-js.ts), so Vite's raw-size warning is noise.
    chunkSizeWarningLimit: 1024,
    // Every browser that runs es2022 supports modulepreload natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The engine is plain functions over plain data (ARCHITECTURE.md), and the runtime's modules
      // only declare things (components, hooks, stores) at their top level: importing one export
      // must not drag in every module behind a barrel (engine/index.ts, a feature's index.ts) whose
      // top level merely looks impure to the bundler (the catalogue's spreads, styled-components'
      // calls, new Set), so their modules are declared free of side effects. main.tsx, which boots
      // the page, is the one module that runs for its effects; a module whose export is used keeps
      // its top-level statements all the same (app.tsx's early chunk requests).
      treeshake: {
        moduleSideEffects: [{ test: /[\\/](engine|src)[\\/](?!main\.tsx)/, sideEffects: false }],
      },
      output: {
        // Everything the home needs at once goes in one chunk: the libraries and app modules that
        // the lazy chunks share would otherwise become a handful of tiny initial requests.
        // Likewise what the player site's chunk needs (src/app/chunks/player-site.tsx, asked for as
        // the app starts): with it and its dependencies in one file, the home's second request is
        // one file, not one per module it shares with a lazy page.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            {
              name: 'player-site',
              test: /[\\/]src[\\/]app[\\/]chunks[\\/]player-site\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
