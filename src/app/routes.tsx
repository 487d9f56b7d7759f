// Every route of spec 000 §2 and spec 001 §2, each with its feature's page; lazy entries come from
// ./lazy/lazy-chunks.ts, and the lobby's pages get their game actions from
// ./lobby-game-actions.tsx. React Router matches paths case-insensitively, so /vnlottery and
// /sealottery (spec's game-page list) match too.
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { Category } from '../../engine';
import { AppShell } from './app-shell';
import { BoundedOutlet, RouteErrorBoundary } from './errors/route-error-boundary';
import { AgentLayout } from './layouts/agent-layout';
import { SiteLayout } from './layouts/site-layout';
import {
  LazyAgentCentre,
  LazyAgentLogin,
  LazyGameCentrePage,
  LazyLobbyPage,
  LazyHelpPage,
  LazyMemberCentre,
  LazyPointsMall,
  LazyPromotions,
  LazySeamlessPage,
} from './lazy/lazy-chunks';
import { LotteryRoute, withGameActions } from './lobby-game-actions';
import { HomePage } from './pages/home-page';
import { ModalRoutePage } from './pages/modal-route-page';
import type { RouteHandle } from './route-handle';

function page(path: string, element: ReactNode, handle: RouteHandle): RouteObject {
  return { path, element, handle };
}

/** Home is one screen under four paths (spec 000 §2). */
const HOME_PATHS = ['/', '/index', '/index.html', '/home'];
/**
 * Game centre pages (sports, e-sports, lottery, e-lottery): the path is the category, lower-cased.
 */
const GAME_CENTRE_CATEGORIES: Category[] = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'];
/** Game list pages; /rng takes ?vassalage. /cockfight is not in the spec's table, but COCKFIGHT is a
 * category the top navigation links to, so it gets the same game list page. */
const GAME_LIST_CATEGORIES: Category[] = ['LIVE', 'FISH', 'RNG', 'PVP', 'BGS', 'COCKFIGHT'];
/** Lottery pages require login; ?gameCode launches a game. */
const LOTTERY_PATHS = ['lottery', 'seaLottery', 'vnLottery'] as const;

const gameCentrePage = (category: Category) =>
  page(category.toLowerCase(), withGameActions(<LazyGameCentrePage category={category} />), {
    name: category.toLowerCase(),
  });
const gameListPage = (category: Category) =>
  page(category.toLowerCase(), withGameActions(<LazyLobbyPage gameType={category} />), {
    name: category.toLowerCase(),
  });

const playerRoutes: RouteObject[] = [
  ...HOME_PATHS.map((path) => page(path, <HomePage />, { name: 'home' })),
  page('login', <ModalRoutePage modal="login" />, { name: 'home' }),
  page('register', <ModalRoutePage modal="register" />, { name: 'home' }),
  page('help', <LazyHelpPage />, { name: 'help' }),
  ...GAME_CENTRE_CATEGORIES.map(gameCentrePage),
  ...GAME_LIST_CATEGORIES.map(gameListPage),
  page('favorite', withGameActions(<LazyLobbyPage gameType="FAV" />), {
    name: 'favorite',
    requiresLogin: true,
  }),
  page('recent', withGameActions(<LazyLobbyPage gameType="RECENT" />), {
    name: 'recent',
    requiresLogin: true,
  }),
  ...LOTTERY_PATHS.map((path) =>
    page(path, <LotteryRoute page={path} />, { name: path, requiresLogin: true, gamePage: true }),
  ),
  page('seamless', withGameActions(<LazySeamlessPage />), { name: 'seamless', gamePage: true }),
  page('promotions', <LazyPromotions />, { name: 'promotions' }),
  page('pointMall', <LazyPointsMall />, { name: 'pointMall' }),
  page('member', <LazyMemberCentre />, { name: 'member', requiresLogin: true }),
];

const agentRoutes: RouteObject[] = [
  page('agent', <LazyAgentLogin />, { name: 'agent' }),
  page('agentHome', <LazyAgentCentre />, { name: 'agentHome', requiresAgent: true }),
];

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
