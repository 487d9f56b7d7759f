// What happens after every navigation (spec 000 §2): the page loader is hidden, and the page
// scrolls to the top when the route *name* changes — not on a query or hash change, nor between the
// home's four paths and /login, /register, which are all the home.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageLoaderStore } from '../features/modals/page-loader';
import { useRouteHandle } from './route-handle';

export function useNavigationEffects(): void {
  const { key } = useLocation();
  const routeName = useRouteHandle()?.name;
  useEffect(() => {
    usePageLoaderStore.getState().hide();
  }, [key]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [routeName]);
}

/**
 * The key of the main view (spec 000 §2: "re-keyed by full path except for the home paths"): a new
 * path mounts the page afresh, the home stays mounted across its paths and its modal routes. The
 * query is left out: it is the state of the page at that path (a lobby's vendor, filter, search and
 * page, engine lobby-query), which the page reads from the address on every render, so a choice
 * redraws the grid instead of building the whole page again. The hash is left out too: it picks a
 * place in the page (/help#term, /promotions#id) and must not throw the page away.
 */
export function useMainViewKey(): string {
  const { pathname } = useLocation();
  const routeName = useRouteHandle()?.name;
  return routeName === 'home' ? 'home' : pathname;
}
