// styled-components 6 writes vendor prefixes only when a StyleSheetManager asks for them
// (`enableVendorPrefixes`), which the runtime never does: every browser that runs its es2022 build
// reads the standard properties. Yet stylis's prefixer — a table of every prefixed property, about
// 1.3 KB of the initial JavaScript gzipped — stays in the bundle, because styled-components
// reaches it through stylis's namespace. For the build only, stylis's Prefixer module is this
// module instead: `prefix` gives a declaration back as written, which is what the runtime gets from
// stylis today. `skinforge dev` keeps the package as published.
import type { Plugin } from 'vite';

const STUB_ID = '\0skinforge:stylis-prefixer';
// stylis's index.js (`export * from './src/Prefixer.js'`) and src/Middleware.js (`./Prefixer.js`).
const PREFIXER_IMPORT = /^\.\/(?:src\/)?Prefixer\.js$/;
const STYLIS_MODULE = /[\\/]node_modules[\\/]stylis[\\/]/;

export function unprefixedStylesPlugin(): Plugin {
  return {
    name: 'skinforge:unprefixed-styles',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && STYLIS_MODULE.test(importer) && PREFIXER_IMPORT.test(source)) return STUB_ID;
      return null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return 'export function prefix(value) {\n  return value;\n}\n';
    },
  };
}
