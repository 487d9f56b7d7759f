// The browser router over ./routes.tsx: the declarative router (BrowserRouter), with the matched
// route's handle provided to the shell. Created per App so tests can mount the app more than once.
import { useMemo } from 'react';
import { BrowserRouter, matchRoutes, renderMatches, useLocation } from 'react-router-dom';
import { deepestHandle, RouteHandleContext } from './route-handle';
import { appRoutes } from './routes';

/** At most this many pathnames' matches are kept (the splat matches any address typed in). */
const KEPT_MATCHES = 64;
const matchesByPathname = new Map<string, ReturnType<typeof matchRoutes>>();

/**
 * The route table's match for a pathname, computed once per pathname: each match flattens and
 * ranks the whole table, a fifth of a first view's render in the build, which renders the same
 * dozen paths for every skin. The table is a module constant and the match depends on the pathname
 * alone, so a lobby's filter and page changes, which move only the query, match nothing anew.
 */
function matchesOf(pathname: string): ReturnType<typeof matchRoutes> {
  let matches = matchesByPathname.get(pathname);
  if (matches === undefined) {
    if (matchesByPathname.size >= KEPT_MATCHES) matchesByPathname.clear();
    matches = matchRoutes(appRoutes, pathname);
    matchesByPathname.set(pathname, matches);
  }
  return matches;
}

/**
 * Renders what the address matched, matched once: `useRoutes` would match again on every render.
 * Every path in the table is static (and the splat redirects to an absolute "/"), so the decoded
 * pathnames `matchRoutes` gives are the ones `useRoutes` would re-encode: no relative link below
 * resolves differently.
 */
export function AppRoutes() {
  const matches = matchesOf(useLocation().pathname);
  const handle = useMemo(() => deepestHandle(matches), [matches]);
  return (
    <RouteHandleContext.Provider value={handle}>
      {renderMatches(matches)}
    </RouteHandleContext.Provider>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
