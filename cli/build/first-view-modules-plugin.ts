// For the first-view renderer's build only: the app's imports of two libraries go to stand-ins
// that draw the same markup without the machinery a picture never runs (each file says why).
// The stand-in itself, and the libraries' own modules, import the real one.
//   react-router-dom      → src/prerender/static-links.tsx (links as plain anchors)
//   @tanstack/react-query → src/prerender/static-queries.ts (queries nobody answered, unobserved)
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const standIn = (file: string) =>
  fileURLToPath(new URL(`../../src/prerender/${file}`, import.meta.url));

const STAND_INS = new Map([
  ['react-router-dom', standIn('static-links.tsx')],
  ['@tanstack/react-query', standIn('static-queries.ts')],
]);

export function firstViewModulesPlugin(): Plugin {
  return {
    name: 'skinforge:first-view-modules',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^(?:react-router-dom|@tanstack\/react-query)$/ },
      handler(source, importer) {
        const target = STAND_INS.get(source);
        return target && importer !== target ? target : null;
      },
    },
  };
}
