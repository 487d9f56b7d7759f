// The runtime's Vite config. The runtime is the same for every skin, so it is built once
// (`skinforge build` calls Vite's JS API with this file) and each skin only changes index.html,
// dictionaries and assets (cli/build/). `skinforge dev` loads this file too and adds the skin
// plugin and the gateway proxy (cli/dev/), so running `vite` by hand is not a supported way to
// start the app: index.html is a template with `{{…}}` placeholders only the skin renderer fills.
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadBootPlugin } from './cli/build/preload-boot-plugin.ts';
import { routerTreeShakingPlugin } from './cli/build/router-tree-shaking-plugin.ts';
import { staticGraphOf } from './cli/build/static-graph-plugin.ts';
import { styledComponentIdsPlugin } from './cli/build/styled-component-ids-plugin.ts';
import { unprefixedStylesPlugin } from './cli/build/unprefixed-styles-plugin.ts';

const ENTRY = 'src/main.tsx';
const entryGraph = staticGraphOf(ENTRY);
const isEntryPage = (id: string) => id.endsWith('.html') || id === path.resolve(ENTRY);
const isEntrySupport = (id: string) =>
  /vite\/preload-helper/.test(id) || (entryGraph.has(id) && !isEntryPage(id));
// A package, a bundler helper (a virtual module, `\0…`), or the module that imports the libraries.
const isLibrary = (id: string) =>
  /[\\/]node_modules[\\/]|[\\/]src[\\/]boot-libraries\.ts$/.test(id) || id.startsWith('\0');

// React Router 7's package exports only its development build (with ENABLE_DEV_WARNINGS on),
// whatever the mode (remix-run/react-router#12532). Its production build is the same code with the
// warnings off, so a build takes it by path; `skinforge dev` keeps the warnings.
const routerDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    entryGraph.plugin,
    preloadBootPlugin(),
    routerTreeShakingPlugin(),
    styledComponentIdsPlugin(),
    unprefixedStylesPlugin(),
  ],
  resolve: { alias: command === 'build' ? productionRouter : [] },
  // Skin assets own the site root (`/assets/logo.svg`, `/i18n/pt.json`); the runtime's hashed files
  // go under `/_app/`, a name no skin path can take (skin asset paths start with `assets/`).
  publicDir: false,
  build: {
    assetsDir: '_app',
    target: 'es2022',
    sourcemap: false,
    // The HTML of each skin is rendered after the build; Vite's own size report is noise there.
    reportCompressedSize: false,
    // The libraries chunk is large by design (codeSplitting below); the initial JS budget is measured
    // gzipped by `skinforge build` (cli/build/initial-js.ts), so Vite's raw-size warning is noise.
    chunkSizeWarningLimit: 1024,
    // Every browser that runs es2022 supports modulepreload natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The boot and its libraries are inputs of their own, so Rolldown tags their static graphs
      // `$initial` (the boot and libraries groups below).
      input: {
        index: 'index.html',
        libraries: 'src/boot-libraries.ts',
        boot: 'src/boot.tsx',
      },
      // The engine is plain functions over plain data (ARCHITECTURE.md), and the runtime's modules
      // only declare things (components, hooks, stores) at their top level: importing one export
      // must not drag in every module behind a barrel (engine/index.ts, a feature's index.ts) whose
      // top level merely looks impure to the bundler (the catalogue's spreads, styled-components'
      // calls, new Set), so their modules are declared free of side effects. main.tsx (the page's
      // entry), boot-libraries.ts and boot.tsx (the runtime it starts after the first paint) are
      // the modules that run for their effects; a module whose export is used keeps its top-level statements all the
      // same (app.tsx's early chunk requests).
      treeshake: {
        moduleSideEffects: [
          {
            test: /[\\/](engine|src)[\\/](?!main\.tsx|boot\.tsx|boot-libraries\.ts)/,
            sideEffects: false,
          },
        ],
      },
      output: {
        // The page's entry (src/main.tsx) is a few hundred bytes: it waits for the first paint of
        // the HTML's first view, then imports the runtime (src/boot.tsx). Everything the runtime
        // needs before it renders goes in two chunks (libraries, boot), which index.html preloads
        // meanwhile (cli/build/preload-boot-plugin.ts): the libraries and app modules that the
        // lazy chunks share would otherwise become a handful of tiny requests. Likewise what the player site's
        // chunk needs (src/app/chunks/player-site.tsx, asked for as the app starts): with it and
        // its dependencies in one file, the home's next request is one file, not one per module
        // it shares with a lazy page.
        codeSplitting: {
          groups: [
            // What the entry imports, and the helper its dynamic import goes through: a small
            // chunk of their own, else the entry would wait for the runtime's chunk to run.
            { name: 'entry', test: isEntrySupport, priority: 3 },
            // The runtime the entry imports after the first paint, in two chunks evaluated in two
            // tasks (src/main.tsx imports the libraries first, then the app): the libraries that
            // src/boot.tsx needs before it can render, which change only with a dependency bump
            // and so stay cached across deploys, and the app's own boot modules.
            {
              name: 'libraries',
              tags: ['$initial'],
              test: (id: string) => isLibrary(id) && !isEntrySupport(id),
              includeDependenciesRecursively: false,
              priority: 2.5,
            },
            {
              name: 'boot',
              tags: ['$initial'],
              test: (id: string) => !isEntrySupport(id) && !isEntryPage(id),
              includeDependenciesRecursively: false,
              priority: 2,
            },
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
}));
