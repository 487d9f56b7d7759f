// Every route of the engine's table (engine/site/site-routes.ts: spec 000 §2, spec 001 §2), each
// rendered by its page; every page and both layouts are lazy (./lazy/lazy-chunks.ts): the player
// site's frame, the home and the lobby's routes (with their game actions, ./lobby-game-actions.tsx)
// are one chunk the app fetches as it starts. React Router matches paths case-insensitively,
// so /vnlottery and /sealottery (the spec's game-page list) match too.
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { pageFeature, SITE_ROUTES, type SitePage, type SiteRoute } from '../../engine';
import type { LotteryPageName } from '../features/lottery';
import { AppShell } from './app-shell';
import { BoundedOutlet, RouteErrorBoundary } from './errors/route-error-boundary';
import {
  LazyAgentCentre,
  LazyAgentLayout,
  LazyAgentLogin,
  LazyAppGuidePage,
  LazyBlogArticlePage,
  LazyBlogListPage,
  LazyFeedbackPage,
  LazyGameCentreRoute,
  LazyGameListRoute,
  LazyHelpPage,
  LazyHomePage,
  LazyLotteryRoute,
  LazyMemberCentre,
  LazyModalRoutePage,
  LazyPointsMall,
  LazyPromotions,
  LazySeamlessRoute,
  LazySiteLayout,
} from './lazy/lazy-chunks';
import type { RouteHandle } from './route-handle';

/** What each page of the table renders; a page the table gains and this map lacks does not compile. */
const PAGES: Record<SitePage, (route: SiteRoute) => ReactNode> = {
  home: () => <LazyHomePage />,
  loginModal: () => <LazyModalRoutePage modal="login" />,
  registerModal: () => <LazyModalRoutePage modal="register" />,
  help: () => <LazyHelpPage />,
  feedback: () => <LazyFeedbackPage />,
  blogList: () => <LazyBlogListPage />,
  blogArticle: () => <LazyBlogArticlePage />,
  appGuide: () => <LazyAppGuidePage />,
  gameList: (route) => <LazyGameListRoute gameType={route.category!} />,
  gameCentre: (route) => <LazyGameCentreRoute category={route.category!} />,
  favorite: () => <LazyGameListRoute gameType="FAV" />,
  recent: () => <LazyGameListRoute gameType="RECENT" />,
  lottery: (route) => <LazyLotteryRoute page={route.path.slice(1) as LotteryPageName} />,
  seamless: () => <LazySeamlessRoute />,
  promotions: () => <LazyPromotions />,
  pointMall: () => <LazyPointsMall />,
  member: () => <LazyMemberCentre />,
  agentLogin: () => <LazyAgentLogin />,
  agentCentre: () => <LazyAgentCentre />,
};

function routeObject(route: SiteRoute): RouteObject {
  const handle: RouteHandle = {
    name: route.name,
    requiresLogin: route.requiresLogin,
    requiresAgent: route.requiresAgent,
    gamePage: route.gamePage,
    feature: pageFeature(route.page),
  };
  return { path: route.path, element: PAGES[route.page](route), handle };
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
