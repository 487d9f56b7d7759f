// React Router 7 ships its browser code as one large module whose top level tree-shaking cannot
// see through: a `displayName` assignment after each component and context, and `forwardRef`,
// `memo` and `createContext` calls without the pure annotation. So everything it declares stays in
// the bundle whether the app uses it or not — forms, fetchers, scroll restoration, the history
// router — about 2 KB of the initial JavaScript, gzipped. For the build only, this drops those
// assignments (names React's developer tools show, and nothing else reads) and marks those calls
// pure, so the bundler keeps what is used. `skinforge dev` keeps the module as published.
import type { Plugin } from 'vite';

// The package's own chunks: dist/production/chunk-XXXX.mjs (and its development twin).
const ROUTER_CHUNK =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]chunk-[\w-]+\.mjs$/;
// `Link.displayName = "Link";` on a line of its own, at the module's top level.
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
// `var Link = React10.forwardRef(` at the top level: React's factories, which run nothing of ours.
const FACTORY_CALL = /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

export function routerTreeShakingPlugin(): Plugin {
  return {
    name: 'skinforge:router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_CHUNK },
      handler(code) {
        return {
          code: code.replace(DISPLAY_NAME, '').replace(FACTORY_CALL, '$1/* @__PURE__ */ $2'),
          map: null,
        };
      },
    },
  };
}
