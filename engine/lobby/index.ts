// Pure rules of the game lobby: lobby state, filters, favourites throttle, jackpot ticker, launch
// rules, lottery prize mode (spec 001 §2–§4, §9). Re-exported by engine/index.ts; src reaches them
// only through there.
export {
  GAME_TYPES,
  DEFAULT_GAME_TYPE,
  LOGIN_GAME_TYPES,
  LOBBY_FILTERS,
  LOGIN_FILTERS,
  isGameType,
  isLobbyFilter,
  isGameCategory,
  type GameType,
  type LobbyFilter,
} from './game-types';
export {
  GAME_PAGE_SIZE,
  FIRST_SCREEN_IMAGES,
  HOME_FAVOURITE_PAGE_SIZE,
  HOME_VENDOR_LIMIT,
  HOME_HOT_LIMIT,
  WINNERS_LIMIT,
  WINNERS_SCROLL_STEP,
  FAVOURITE_THROTTLE_MS,
  CAROUSEL,
  HOME_SWIPER,
} from './lobby-constants';
export {
  INITIAL_LOBBY_STATE,
  lobbyStep,
  type LobbyState,
  type LobbyEvent,
  type LobbyStep,
} from './lobby-state';
export {
  LOBBY_QUERY_KEYS,
  lobbyStateFromQuery,
  lobbyQueryOf,
  type QueryReader,
} from './lobby-query';
export { gamesRequest, type GamesRequest } from './games-request';
export { entryLobbyRequest } from './entry-lobby';
export {
  homeSections,
  homeSectionLimit,
  cutHomeList,
  type HomeSectionsInput,
} from './home-sections';
export {
  createFavouriteStore,
  type FavouriteStore,
  type FavouriteStoreOptions,
  type FavouriteGame,
  type FavouriteOutcome,
} from './favourite-store';
export {
  JACKPOT_START,
  JACKPOT_STEP,
  JACKPOT_DELAYS_MS,
  jackpotStart,
  jackpotStep,
  jackpotDelay,
  createJackpotTicker,
  type JackpotTicker,
  type JackpotTimers,
  type JackpotRandom,
} from './jackpot-ticker';
export { topWinners } from './winner-board';
export { prizeMode, lotteryPrizeMode } from './prize-mode';
export { launchDecision, type LaunchDecision, type LaunchContext } from './launch-decision';
export {
  bannerTarget,
  offeredBanners,
  groupBanners,
  gatewayBannerLink,
  homeBannerFromSkin,
  homeBannerFromGateway,
  type BannerTarget,
  type HomeBanner,
} from './banner-target';
export { gameWindow, isVouchedOrigin, type GameWindow } from './game-window';
export { socialAppOf, type SocialApp } from './social-app';
export {
  VENDOR_CACHE_KEY,
  createVendorCache,
  type VendorCache,
  type CacheStorage,
} from './vendor-cache';
export {
  laneOf,
  laneVendors,
  classificationTabs,
  elottVendors,
  type ClassificationTab,
} from './vendor-lanes';
export {
  BOOT_READS,
  earlyReads,
  GAME_VENDORS_PAYLOAD,
  pageBootReads,
  type EarlyRead,
  type EarlyReads,
  type GatewayRead,
} from './boot-reads';
