// Every route of the engine's table (engine/site/site-routes.ts: spec 000 §2, spec 001 §2), each
// rendered by its page (./page-components.tsx); every page and both layouts are lazy
// (./lazy/lazy-chunks.ts): the player site's frame, the home and the lobby's routes (with their
// game actions, ./lobby-game-actions.tsx) are one chunk the app fetches as it starts. React Router
// matches paths case-insensitively, so /vnlottery and /sealottery (the spec's game-page list)
// match too.
import { Navigate, type RouteObject } from 'react-router-dom';
import { SITE_ROUTES, type SiteRoute } from '../../engine';
import { AppShell } from './app-shell';
import { BoundedOutlet, RouteErrorBoundary } from './errors/route-error-boundary';
import { LazyAgentLayout, LazySiteLayout } from './lazy/lazy-chunks';
import { PAGES } from './page-components';
import { routeHandle } from './route-handle';

function routeObject(route: SiteRoute): RouteObject {
  return { path: route.path, element: PAGES[route.page]({ route }), handle: routeHandle(route) };
}

const playerRoutes = SITE_ROUTES.filter((route) => route.layout === 'site').map(routeObject);
const agentRoutes = SITE_ROUTES.filter((route) => route.layout === 'agent').map(routeObject);

export const appRoutes: RouteObject[] = [
  {
    // The shell (guard, modals, loader, offline banner) around both layouts; its boundary is the
    // last resort.
    element: (
      <RouteErrorBoundary>
        <AppShell />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // The layout's own boundary catches a failing header; the pathless child below catches a
        // failing page while the header and footer stay.
        element: (
          <RouteErrorBoundary>
            <LazySiteLayout />
          </RouteErrorBoundary>
        ),
        children: [{ element: <BoundedOutlet />, children: playerRoutes }],
      },
      {
        element: (
          <RouteErrorBoundary>
            <LazyAgentLayout />
          </RouteErrorBoundary>
        ),
        children: [{ element: <BoundedOutlet />, children: agentRoutes }],
      },
      // Paths the spec does not name go home rather than to a dead end.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
