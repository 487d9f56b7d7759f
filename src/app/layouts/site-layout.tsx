// The player site's frame: header, the routed page, footer, and the hosts of site-wide overlays.
// Lazy pages suspend inside <main>, so the header stays while a chunk loads.
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { GamePopupHost } from '../game-popup/game-popup-host';
import { useRouteHandle } from '../route-handle';
import { RouteLoading } from './route-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  // Spec 000 §2: the page scrolls to top when the route name changes (not on a query or hash change).
  const routeName = useRouteHandle()?.name;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [routeName]);
  return (
    <>
      <SiteHeader />
      <main>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <GamePopupHost />
    </>
  );
}
