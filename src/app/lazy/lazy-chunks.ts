// Every lazily loaded part of the runtime, in one place. The initial JavaScript is the libraries
// and the boot (tests/build checks its budget); the player site's frame and home come next, as one
// chunk asked for beside the permission call; what a home visit does not show stays out of both.
// ../chunks/ holds the modules that compose a chunk from several features (features never import
// each other); a chunk of one feature points at that feature's file directly.
import type * as PlayerSite from '../chunks/player-site';
import { lazyWithReload } from './lazy-with-reload';

type PlayerSiteModule = typeof PlayerSite;

function fromPlayerSite<Name extends keyof PlayerSiteModule>(name: Name) {
  return lazyWithReload('player-site', () =>
    import('../chunks/player-site').then((m) => m[name] as PlayerSiteModule[Name]),
  );
}

// The player site's frame and its lobby routes: one chunk the app asks for as it starts.
export const LazySiteLayout = fromPlayerSite('SiteLayout');
export const LazyHomePage = fromPlayerSite('HomePage');
export const LazyModalRoutePage = fromPlayerSite('ModalRoutePage');
export const LazyGameListRoute = fromPlayerSite('GameListRoute');
export const LazyGameCentreRoute = fromPlayerSite('GameCentreRoute');
export const LazySeamlessRoute = fromPlayerSite('SeamlessRoute');
export const LazyLotteryRoute = fromPlayerSite('LotteryRoute');

/** Fetches the player site's chunk and keeps it, so its first render does not wait. */
export async function preparePlayerSite(): Promise<void> {
  await LazySiteLayout.ready();
  await Promise.all(
    [
      LazyHomePage,
      LazyModalRoutePage,
      LazyGameListRoute,
      LazyGameCentreRoute,
      LazySeamlessRoute,
      LazyLotteryRoute,
    ].map((part) => part.ready()),
  );
}

export const LazyModalLayer = lazyWithReload('modal-layer', () =>
  import('../chunks/modal-layer').then((m) => m.ModalLayer),
);

export const LazyMemberCentre = lazyWithReload('member-centre', () =>
  import('../chunks/member-centre').then((m) => m.MemberCentre),
);
export const LazyAgentLayout = lazyWithReload('agent-area', () =>
  import('../chunks/agent-area').then((m) => m.AgentLayout),
);
export const LazyAgentLogin = lazyWithReload('agent-area', () =>
  import('../chunks/agent-area').then((m) => m.AgentLogin),
);
export const LazyAgentCentre = lazyWithReload('agent-area', () =>
  import('../chunks/agent-area').then((m) => m.AgentCentre),
);
export const LazyPointsMall = lazyWithReload('points-mall', () =>
  import('../chunks/points-mall').then((m) => m.PointsMall),
);
export const LazyPromotions = lazyWithReload('promotions', () =>
  import('../chunks/promotions').then((m) => m.Promotions),
);
export const LazyGamePopup = lazyWithReload('game-popup', () =>
  import('../../features/game-launch/game-popup').then((m) => m.GamePopup),
);
export const LazyBannerSwiper = lazyWithReload('banner-swiper', () =>
  import('../../features/lobby/banner-swiper').then((m) => m.BannerSwiper),
);
// The lobby's pages other than the home, and the lottery pages: a home visit needs none
// of them.
export const LazyLobbyPage = lazyWithReload('lobby-pages', () =>
  import('../../features/lobby/lobby-page').then((m) => m.LobbyPage),
);
export const LazyGameCentrePage = lazyWithReload('lobby-pages', () =>
  import('../../features/lobby/lobby-page').then((m) => m.GameCentrePage),
);
export const LazySeamlessPage = lazyWithReload('lobby-pages', () =>
  import('../../features/lobby/lobby-page').then((m) => m.SeamlessPage),
);
export const LazyCategoryLobby = lazyWithReload('category-lobby', () =>
  import('../../features/lobby/category-lobby').then((m) => m.CategoryLobby),
);
export const LazyLotteryPage = lazyWithReload('lottery', () =>
  import('../../features/lottery/lottery-page').then((m) => m.LotteryPage),
);
export const LazyAppQrCode = lazyWithReload('app-qr-code', () =>
  import('../chunks/app-qr-code').then((m) => m.AppQrCode),
);
// The footer starts below the first view (the site layout is a screen high): it arrives after the
// first paint.
export const LazySiteFooter = lazyWithReload('site-footer', () =>
  import('../../features/shell/site-footer').then((m) => m.SiteFooter),
);
export const LazyHelpPage = lazyWithReload('help', () =>
  import('../../features/shell/help-page').then((m) => m.HelpPage),
);
export const LazyFeedbackPage = lazyWithReload('feedback', () =>
  import('../../features/feedback/feedback-page').then((m) => m.FeedbackPage),
);
export const LazyBlogListPage = lazyWithReload('blog', () =>
  import('../chunks/blog').then((m) => m.BlogListPage),
);
export const LazyBlogArticlePage = lazyWithReload('blog', () =>
  import('../chunks/blog').then((m) => m.BlogArticlePage),
);
export const LazyAppGuidePage = lazyWithReload('app-guide', () =>
  import('../../features/shell/app-guide-page').then((m) => m.AppGuidePage),
);
export const LazyHelpModal = lazyWithReload('help-modal', () =>
  import('../../features/shell/help-modal').then((m) => m.HelpModal),
);
export const LazyChatRoomModal = lazyWithReload('chat-room-modal', () =>
  import('../../features/shell/chat-room-modal').then((m) => m.ChatRoomModal),
);

// Modal bodies (registered in ../modal-registry.tsx). A flow's modals share a chunk: a player who
// opens login often goes on to register or forgot-password.
export const LazyLoginModal = lazyWithReload('auth-modals', () =>
  import('../chunks/auth-modals').then((m) => m.LoginModal),
);
export const LazyRegisterModal = lazyWithReload('auth-modals', () =>
  import('../chunks/auth-modals').then((m) => m.RegisterModal),
);
export const LazyForgotPasswordModal = lazyWithReload('auth-modals', () =>
  import('../chunks/auth-modals').then((m) => m.ForgotPasswordModal),
);
export const LazyChangePasswordModal = lazyWithReload('auth-modals', () =>
  import('../chunks/auth-modals').then((m) => m.ChangePasswordModal),
);
export const LazyAnnouncementModal = lazyWithReload('announcements', () =>
  import('../chunks/announcement-modals').then((m) => m.AnnouncementModal),
);
export const LazyNoticeModal = lazyWithReload('announcements', () =>
  import('../chunks/announcement-modals').then((m) => m.NoticeModal),
);
export const LazyVassalageModal = lazyWithReload('vassalage', () =>
  import('../../features/game-launch/sub-games-modal').then((m) => m.SubGamesModal),
);
export const LazyGameMaintenanceModal = lazyWithReload('game-maintenance', () =>
  import('../../features/game-launch/game-maintenance-modal').then((m) => m.GameMaintenanceModal),
);
export const LazyAlertModal = lazyWithReload('dialogs', () =>
  import('../../features/modals/alert-modal').then((m) => m.AlertModal),
);
export const LazyLogoutConfirmModal = lazyWithReload('dialogs', () =>
  import('../../features/session/logout-confirm-modal').then((m) => m.LogoutConfirmModal),
);
export const LazyTrialNoticeModal = lazyWithReload('dialogs', () =>
  import('../../features/session/trial-notice-modal').then((m) => m.TrialNoticeModal),
);
