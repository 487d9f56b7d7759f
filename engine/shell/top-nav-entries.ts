// Top navigation (spec 000 §2, spec 001 §2 Layout): Home, then one entry per game category that has
// at least one vendor (the effective skin's navCategories, already in the skin's order), then
// Promotions. HOME and PROMO are pseudo-categories (spec 001 §9 game categories).
import type { Category } from '../model/skin-types';
import { categoryPath } from '../site/category-pages';

export type NavEntryId = 'HOME' | 'PROMO' | Category;

export interface NavEntry {
  id: NavEntryId;
  /** The route the entry links to: `/`, `/promotions` or the category's page (`/rng`). */
  path: string;
}

export function topNavEntries(navCategories: readonly Category[]): NavEntry[] {
  return [
    { id: 'HOME', path: '/' },
    ...navCategories.map((category) => ({ id: category, path: categoryPath(category) })),
    { id: 'PROMO', path: '/promotions' },
  ];
}
