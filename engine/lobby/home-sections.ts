// Which sections the home shows, in which order, and how long each list is (spec 001 §2 Home):
// RECENT when logged in with items, HOT, FAV when logged in, then the categories the skin lists
// that have vendors; vendor lists cut to 5, hot games to 12, and a 'more' button opens the
// category.
import type { Category, HomeSection, ResolvedSkin } from '../model/skin-types';
import { isGameCategory } from './game-types';
import { HOME_HOT_LIMIT, HOME_VENDOR_LIMIT } from './lobby-constants';

export interface HomeSectionsInput {
  /** The skin's `home.sections`, in its order. */
  sections: readonly HomeSection[];
  /** The categories the top navigation shows (the skin's, with at least one vendor). */
  navCategories: readonly Category[];
  loggedIn: boolean;
  /** How many recent games the member has; RECENT shows only with some. */
  recentCount: number;
  /** The skin's `layout.home`; a sportsbook leads with its sports providers. */
  layout?: ResolvedSkin['layout']['home'];
}

/** What a sportsbook's home leads with: the providers of matches to bet on. */
const SPORTSBOOK_LEAD: readonly HomeSection[] = ['SPORTS', 'ESPORTS'];

/**
 * The skin orders its sections (a sportsbook's sports providers first); the spec decides which may
 * show: RECENT needs a session and items,
 * FAV a session, a category a vendor. A skin without HOT in its list shows no hot row.
 */
export function homeSections(input: HomeSectionsInput): HomeSection[] {
  const ordered =
    input.layout === 'sportsbook'
      ? [
          ...SPORTSBOOK_LEAD.filter((section) => input.sections.includes(section)),
          ...input.sections.filter((section) => !SPORTSBOOK_LEAD.includes(section)),
        ]
      : input.sections;
  return ordered.filter((section) => {
    if (section === 'RECENT') return input.loggedIn && input.recentCount > 0;
    if (section === 'FAV') return input.loggedIn;
    if (section === 'HOT') return true;
    return isGameCategory(section) && input.navCategories.includes(section);
  });
}

/**
 * How many items a home section lists: vendor rows 5, hot 12. FAV and RECENT are game rows like
 * HOT, so they take its limit too (the spec names none; a row of 999 favourites is no home row),
 * with 'more' leading to /favorite and /recent.
 */
export function homeSectionLimit(section: HomeSection): number {
  return isGameCategory(section) ? HOME_VENDOR_LIMIT : HOME_HOT_LIMIT;
}

export function cutHomeList<T>(section: HomeSection, items: readonly T[]): T[] {
  return items.slice(0, homeSectionLimit(section));
}
