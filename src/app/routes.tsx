// Every route of the engine's table (engine/site/site-routes.ts: spec 000 §2, spec 001 §2), each
// rendered by its page; lazy entries come from ./lazy/lazy-chunks.ts, and the lobby's pages get
// their game actions from ./lobby-game-actions.tsx. React Router matches paths case-insensitively,
// so /vnlottery and /sealottery (the spec's game-page list) match too.
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { pageFeature, SITE_ROUTES, type SitePage, type SiteRoute } from '../../engine';
import type { LotteryPageName } from '../features/lottery';
import { AppShell } from './app-shell';
import { BoundedOutlet, RouteErrorBoundary } from './errors/route-error-boundary';
import { AgentLayout } from './layouts/agent-layout';
import { SiteLayout } from './layouts/site-layout';
import {
  LazyAgentCentre,
  LazyAgentLogin,
  LazyAppGuidePage,
  LazyBlogArticlePage,
  LazyBlogListPage,
  LazyFeedbackPage,
  LazyGameCentrePage,
  LazyHelpPage,
  LazyLobbyPage,
  LazyMemberCentre,
  LazyPointsMall,
  LazyPromotions,
  LazySeamlessPage,
} from './lazy/lazy-chunks';
import { LotteryRoute, withGameActions } from './lobby-game-actions';
import { HomePage } from './pages/home-page';
import { ModalRoutePage } from './pages/modal-route-page';
import type { RouteHandle } from './route-handle';

/** What each page of the table renders; a page the table gains and this map lacks does not compile. */
const PAGES: Record<SitePage, (route: SiteRoute) => ReactNode> = {
  home: () => <HomePage />,
  loginModal: () => <ModalRoutePage modal="login" />,
  registerModal: () => <ModalRoutePage modal="register" />,
  help: () => <LazyHelpPage />,
  feedback: () => <LazyFeedbackPage />,
  blogList: () => <LazyBlogListPage />,
  blogArticle: () => <LazyBlogArticlePage />,
  appGuide: () => <LazyAppGuidePage />,
  gameList: (route) => withGameActions(<LazyLobbyPage gameType={route.category!} />),
  gameCentre: (route) => withGameActions(<LazyGameCentrePage category={route.category!} />),
  favorite: () => withGameActions(<LazyLobbyPage gameType="FAV" />),
  recent: () => withGameActions(<LazyLobbyPage gameType="RECENT" />),
  lottery: (route) => <LotteryRoute page={route.path.slice(1) as LotteryPageName} />,
  seamless: () => withGameActions(<LazySeamlessPage />),
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
            <SiteLayout />
          </RouteErrorBoundary>
        ),
        children: [{ element: <BoundedOutlet />, children: playerRoutes }],
      },
      {
        element: (
          <RouteErrorBoundary>
            <AgentLayout />
          </RouteErrorBoundary>
        ),
        children: [{ element: <BoundedOutlet />, children: agentRoutes }],
      },
      // Paths the spec does not name go home rather than to a dead end.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
