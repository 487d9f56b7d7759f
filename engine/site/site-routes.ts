// The site's routes (spec 000 §2, spec 001 §2), one per path of the page table (./pages.ts): the
// React router renders one page per row, the route guard reads its guards and feature, and skins
// may link only to these paths (banner route links and the terms link are checked against them at
// validate time, so a typo never meets a player as a blank page).
import type { FeatureId } from '../features/feature-registry';
import type { Category } from '../model/skin-types';
import { categoryOfPath } from './category-pages';
import { SITE_PAGES, type SitePage, type SitePageRow, type WhenOff } from './pages';

export interface SiteRoute {
  path: string;
  page: SitePage;
  /** Stable route name: the view scrolls to the top when it changes (spec 000 §2). */
  name: string;
  /** The agent area has its own layout: no side menu, header or footer (spec 000 §2 /agent). */
  layout: 'site' | 'agent';
  /** The category of a game list or game centre page. */
  category?: Category;
  /** Without a session the route guard sends the player to /login (spec 000 §2). */
  requiresLogin?: boolean;
  /** Only agents may stay; others go to /agent (spec 001 §2 "Agent centre"). */
  requiresAgent?: boolean;
  /** A game page: no side menu (spec 000 §2). */
  gamePage?: boolean;
  /** The feature the page belongs to, and what its address does while the feature is off. */
  feature?: FeatureId;
  whenOff?: WhenOff;
}

function routesOf(page: SitePage): SiteRoute[] {
  const row: SitePageRow = SITE_PAGES[page];
  return row.paths.map((path) => {
    const category = categoryOfPath(path) ?? undefined;
    const route: SiteRoute = {
      path,
      page,
      name: row.name ?? path.slice(1),
      layout: row.layout ?? 'site',
      ...(category && { category }),
      ...(row.guards?.includes('login') && { requiresLogin: true }),
      ...(row.guards?.includes('agent') && { requiresAgent: true }),
      ...(row.gamePage && { gamePage: true }),
    };
    if (row.feature) {
      route.feature = row.feature;
      route.whenOff = row.whenOff ?? 'notOffered';
    }
    return route;
  });
}

export const SITE_ROUTES: readonly SiteRoute[] = (Object.keys(SITE_PAGES) as SitePage[]).flatMap(
  routesOf,
);

/** Every path a skin may link to. */
export const ROUTES: readonly string[] = SITE_ROUTES.map((route) => route.path);

/** The route part of an internal link: `/rng?vassalage=PG` → `/rng`, `/help#term` → `/help`. */
export function routeOf(link: string): string {
  return link.split(/[?#]/, 1)[0];
}

export function isKnownRoute(link: string): boolean {
  return ROUTES.includes(routeOf(link));
}

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/**
 * The route a pathname opens, matched as the router matches it: case-insensitively, a trailing
 * slash ignored, a `:param` segment standing for any one segment.
 */
export function routeAt(pathname: string): SiteRoute | undefined {
  const asked = segments(pathname);
  return SITE_ROUTES.find((route) => {
    const pattern = segments(route.path);
    return (
      pattern.length === asked.length &&
      pattern.every((part, index) => part.startsWith(':') || part === asked[index])
    );
  });
}
