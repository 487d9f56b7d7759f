// The player site's own lazy parts (the carousel, the lobby's pages, the lottery pages, the app's
// QR codes, the footer): part of the player site's chunk, which renders them, so the boot does not
// carry their loaders (./lazy-chunks.ts names the rest).
import { categoryOfPath } from '../../../engine';
import { chunkParts, lazyWithReload } from './lazy-with-reload';

export const LazySlideSwiper = lazyWithReload('slide-swiper', () =>
  import('../../features/lobby/slide-swiper').then((m) => m.SlideSwiper),
);
export const LazyBannerSwiper = lazyWithReload('banner-swiper', () =>
  import('../../features/lobby/banner-swiper').then((m) => m.BannerSwiper),
);
// The lobby's pages other than the home, and the lottery pages: a home visit needs none of them.
const lobbyPages = chunkParts('lobby-pages', () => import('../../features/lobby/lobby-page'));
export const LazyLobbyPage = lobbyPages('LobbyPage');
export const LazyGameCentrePage = lobbyPages('GameCentrePage');
export const LazySeamlessPage = lobbyPages('SeamlessPage');
export const LazyCategoryLobby = lazyWithReload('category-lobby', () =>
  import('../../features/lobby/category-lobby').then((m) => m.CategoryLobby),
);
export const LazyLotteryPage = lazyWithReload('lottery', () =>
  import('../../features/lottery/lottery-page').then((m) => m.LotteryPage),
);
export const LazyAppQrCode = lazyWithReload('app-qr-code', () =>
  import('../chunks/app-qr-code').then((m) => m.AppQrCode),
);
// A claim's credit flying into the header's balance: fetched by the first claim that credits.
export const LazyBalanceMoment = lazyWithReload('balance-moment', () =>
  import('../../features/shell/balance-moment').then((m) => m.BalanceMoment),
);
// The footer starts below the first view (the site layout is a screen high): it arrives after the
// first paint.
export const LazySiteFooter = lazyWithReload('site-footer', () =>
  import('../../features/shell/site-footer').then((m) => m.SiteFooter),
);

// Responsible gambling's session clock (in the header, where the market asks for it) and reality
// check watcher: one chunk, fetched only for a member of a skin that shows either.
const responsibleGaming = chunkParts(
  'responsible-gaming',
  () => import('../chunks/responsible-gaming'),
);
export const LazySessionClock = responsibleGaming('SessionClock');
export const LazyRealityCheckWatcher = responsibleGaming('RealityCheckWatcher');

/**
 * Loads the lazy parts the page at `pathname` renders first, so its first render shows them rather
 * than their fallback: a category's page (an ad's landing page) and the lobby inside it. The lobby's
 * pages are one chunk, so readying one readies the game list (/rng) and the game centre (/sports)
 * alike. Their files are already on their way: the page's HTML preloads them
 * (cli/build/route-chunks.ts).
 */
export async function prepareEntryPage(pathname: string): Promise<void> {
  if (categoryOfPath(pathname) === null) return;
  await Promise.all([LazyLobbyPage.ready(), LazyCategoryLobby.ready()]);
}
