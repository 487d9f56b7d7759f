// The player site's frame: header, the routed page, footer. Lazy pages suspend inside <main>, so the
// header stays while a chunk loads; the page is re-keyed by path except the home (../navigation-effects.ts).
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useMainViewKey } from '../navigation-effects';
import { RouteLoading } from './route-loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const viewKey = useMainViewKey();
  return (
    <>
      <SiteHeader />
      <main id="main">
        <Suspense key={viewKey} fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
