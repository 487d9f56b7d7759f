// The lazily loaded parts the app's boot names: the player site's frame and its lobby routes, the
// promotions (a top-navigation entry the build draws a first view of), the status pages and the
// modal layer. The initial JavaScript is the libraries and the boot (tests/build checks its
// budget); the player site's frame and home come next, as one chunk asked for beside boot's reads;
// what a home visit does not show stays out of both. Every other page's chunk is named with the
// page, in ../page-components.tsx; the player site's own lazy parts are in ./lazy-site-parts.ts
// (part of its chunk) and the modal bodies in ./lazy-modals.ts (part of the modal layer's), so the
// boot does not carry their loaders. ../chunks/ holds the modules that compose a chunk from several
// features (features never import each other); a chunk of one feature points at that feature's
// file directly.
import { chunkParts, lazyWithReload } from './lazy-with-reload';

const loadPlayerSite = () => import('../chunks/player-site');
const playerSite = chunkParts('player-site', loadPlayerSite);

// The player site's frame and its lobby routes: one chunk the app asks for as it starts.
export const LazySiteLayout = playerSite('SiteLayout');
export const LazyHomePage = playerSite('HomePage');
export const LazyModalRoutePage = playerSite('ModalRoutePage');
export const LazyGameListRoute = playerSite('GameListRoute');
export const LazyGameCentreRoute = playerSite('GameCentreRoute');
export const LazySeamlessRoute = playerSite('SeamlessRoute');
export const LazyLotteryRoute = playerSite('LotteryRoute');

// A page of its own, but one the top navigation links to: the boot readies it for a first view.
export const LazyPromotions = lazyWithReload('promotions', () =>
  import('../chunks/promotions').then((m) => m.Promotions),
);

/**
 * Fetches the player site's chunk and keeps it, so its first render does not wait (readying one of
 * its parts readies them all: chunkParts); with the page's address, also the lazy parts that page
 * renders first (a category's lobby, the promotions).
 */
export async function preparePlayerSite(pathname?: string): Promise<void> {
  await LazySiteLayout.ready();
  if (pathname === undefined) return;
  await Promise.all([
    (await loadPlayerSite()).prepareEntryPage(pathname),
    pathname.toLowerCase() === '/promotions' ? LazyPromotions.ready() : undefined,
  ]);
}

// The pages in place of the site while it is down: nearly every visit runs without them.
const statusPages = chunkParts('status-pages', () => import('../../features/boot/status-pages'));
export const LazyMaintenancePage = statusPages('MaintenancePage');
export const LazyRegionBlockedPage = statusPages('RegionBlockedPage');

export const LazyModalLayer = lazyWithReload('modal-layer', () =>
  import('../chunks/modal-layer').then((m) => m.ModalLayer),
);

// The agent area's layout (the route table's) and, as parts of the same chunk, its pages
// (../page-components.tsx).
export const agentArea = chunkParts('agent-area', () => import('../chunks/agent-area'));
export const LazyAgentLayout = agentArea('AgentLayout');
