// For the first-view renderer's build only: the app's imports of react-router-dom go to
// src/prerender/static-links.tsx, the same module with links drawn as plain anchors (that file says
// why). The module itself, and react-router-dom's own modules, import the real one.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STATIC_LINKS = fileURLToPath(
  new URL('../../src/prerender/static-links.tsx', import.meta.url),
);

export function firstViewLinksPlugin(): Plugin {
  return {
    name: 'skinforge:first-view-links',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^react-router-dom$/ },
      handler(source, importer) {
        return source === 'react-router-dom' && importer !== STATIC_LINKS ? STATIC_LINKS : null;
      },
    },
  };
}
