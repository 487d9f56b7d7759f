// The lobby's business constants (spec 001 §9), named once so the rules, the pages and the tests
// read the same numbers.

/** Games per page of a category lobby and of the favourite and recent pages. */
export const GAME_PAGE_SIZE = 15;
/** The home asks for every favourite at once (spec 001 §9 "Favourite list on home"). */
export const HOME_FAVOURITE_PAGE_SIZE = 999;
/**
 * How many of a lobby's first game cards, or of a game centre's first vendor tiles, load their
 * image at once on the page a player landed on: about what a screen shows before any scroll (two
 * rows of cards or three rows of tiles on a phone, a row on a wide screen). The rest, and every
 * image of a lobby opened later, load as they near the screen.
 */
export const FIRST_SCREEN_IMAGES = 6;
/** Home vendor lists are cut to 5, the hot list to 12 (spec 001 §2 Home). */
export const HOME_VENDOR_LIMIT = 5;
export const HOME_HOT_LIMIT = 12;
/** The winner board shows at most 20 and scrolls by 0.5 px a frame. */
export const WINNERS_LIMIT = 20;
export const WINNERS_SCROLL_STEP = 0.5;
/** Favourite toggles are throttled to once per second (spec 001 §4). */
export const FAVOURITE_THROTTLE_MS = 1000;
/** The home banner carousel (spec 001 §9 "Carousel"). */
/** The home's swiper (spec 001 §9 "Home swiper: 5 slides, gap 26"): slides per view and spacing. */
export const HOME_SWIPER = {
  slidesPerView: 5,
  spaceBetween: 26,
} as const;

export const CAROUSEL = {
  slidesPerView: 3,
  spaceBetween: 20.3,
  autoplayDelayMs: 5000,
  speedMs: 1000,
} as const;
