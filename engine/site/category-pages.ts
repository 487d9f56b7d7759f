// Each game category opens a page of its kind (spec 000 §2, spec 001 §2 "Game routes"): a game
// list (a lobby with vendors, classifications, search and pages) or a game centre (the vendors of
// sports, e-sports and lotteries, each launched whole). COCKFIGHT is not in the spec's route table,
// but the top navigation links every category with a vendor, so it gets a game list like the rest.
// The site's routes and the engine's link rules both derive from this table, and so does the list
// of categories: `npm run gen` writes its keys into schemas/defs.schema.json's `category`.
import type { Category } from '../model/skin-types';

export type CategoryPageKind = 'list' | 'centre';

export const CATEGORY_PAGE_KINDS = {
  RNG: 'list',
  LIVE: 'list',
  FISH: 'list',
  PVP: 'list',
  BGS: 'list',
  SPORTS: 'centre',
  ESPORTS: 'centre',
  COCKFIGHT: 'list',
  LOTT: 'centre',
  ELOTT: 'centre',
} as const satisfies Record<Category, CategoryPageKind>;

/** The page of a category: its id lower-cased (`/live`, `/rng`, `/sports`…). */
export function categoryPath(category: Category): string {
  return `/${category.toLowerCase()}`;
}

/** The category whose page is at `pathname` (`/rng` → RNG), or null for any other page. */
export function categoryOfPath(pathname: string): Category | null {
  const categories = Object.keys(CATEGORY_PAGE_KINDS) as Category[];
  return categories.find((category) => categoryPath(category) === pathname) ?? null;
}
