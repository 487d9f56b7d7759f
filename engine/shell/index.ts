// Pure rules of the shell: header balance, navigation vendor panel, side menu, footer help links,
// announcements, notice paging, account menu, logout, socket events, member centre menu
// (spec 000 §2, §4, §6, §9; spec 001 §2, §9). Re-exported by engine/index.ts; src reaches them only
// through there.
export type { KeyValueStorage } from './key-value-storage';
export { CHUNK_LOAD_TIMEOUT_MS, withinTime } from './chunk-load';
export {
  formatBalance,
  formatMoney,
  HIDDEN_BALANCE,
  type BalanceDisplayInput,
} from './balance-display';
export { topNavEntries, type NavEntry, type NavEntryId } from './top-nav-entries';
export {
  vendorPanel,
  VENDOR_PANEL_ENLARGE_ABOVE,
  type VendorLaneLike,
  type VendorPanel,
} from './vendor-panel';
export { directLaunchVendor, NEVER_LAUNCH_DIRECTLY } from './direct-launch';
export {
  sideMenuItems,
  sideMenuPromotions,
  SIDE_MENU_PROMOTIONS_LIMIT,
  type SideMenuContext,
} from './side-menu-items';
export { footerHelpLinks, helpHref, helpTagFromHash, type HelpLink } from './footer-help-links';
export {
  announcementExecutions,
  announcementsFor,
  isPopupClosed,
  markPopupClosed,
  POPUP_SESSION_KEYS,
  shouldShowPopup,
  type AnnouncementAudience,
} from './announcement-popup';
export { announcementPromoTarget, REWARD_CENTRE_PATH } from './announcement-promo';
export { NOTICE_PAGE_SIZE, noticePage, type NoticePage } from './notice-pager';
export {
  accountMenuItems,
  type AccountMenuContext,
  type AccountMenuEntry,
} from './account-menu-items';
export { DEPOSIT_PATH, quickLinks, type QuickLink } from './quick-links';
export { currentTabEntry, tabBarEntries, type TabBarEntry } from './tab-bar-entries';
export { SERVICE_WINDOW, serviceWindowFeatures } from './customer-service';
export {
  clearSessionKeeping,
  KEPT_ON_LOGOUT,
  runLogout,
  type LogoutEffects,
  type LogoutOptions,
  type LogoutOutcome,
} from './logout-sequence';
export {
  SOCKET_CLOSE,
  socketCloseReaction,
  socketReaction,
  socketReconnectDelay,
  type SocketCloseReaction,
  type SocketReaction,
} from './socket-reaction';
export { memberMenuEntries, type MemberMenuEntry } from './member-menu';
export { MEMBER_PAGE_PARAM, memberPageFromQuery, memberPagePath } from '../site/member-page-path';
export {
  APP_GUIDE_STEPS,
  APP_PLATFORMS,
  appDownloads,
  appGuidePath,
  isAppPlatform,
  type AppDownload,
  type AppPlatform,
} from './app-downloads';
export { resolveImageUrl } from './image-cdn';
export {
  mainDomainRedirect,
  mirrorLinks,
  type MainDomainPermission,
  type MirrorLink,
} from './main-domain';
export {
  ANALYTICS_CONSENT_KEY,
  ANALYTICS_POLICY_NAME,
  analyticsScriptUrl,
  analyticsStep,
  readAnalyticsConsent,
  skinHasAnalytics,
  writeAnalyticsConsent,
  type AnalyticsConsent,
  type AnalyticsSkin,
  type AnalyticsStep,
} from './analytics';
