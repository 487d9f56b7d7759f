// The site's routes (spec 000 §2, spec 001 §2), one table for everything that needs them: the React
// router renders one page per row, and skins may link only to these paths (banner route links and
// the terms link are checked against them at validate time, so a typo never meets a player as a
// blank page).
import { CATEGORIES, type Category } from '../model/skin-types';
import { CATEGORY_PAGE_KINDS, categoryPath } from './category-pages';

/** What a route renders; the React app maps each to its page. */
export type SitePage =
  | 'home'
  | 'loginModal'
  | 'registerModal'
  | 'help'
  | 'feedback'
  | 'blogList'
  | 'blogArticle'
  | 'appGuide'
  | 'gameList'
  | 'gameCentre'
  | 'favorite'
  | 'recent'
  | 'lottery'
  | 'seamless'
  | 'promotions'
  | 'pointMall'
  | 'member'
  | 'agentLogin'
  | 'agentCentre';

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
}

const site = (
  path: string,
  page: SitePage,
  name: string,
  extra: Partial<SiteRoute> = {},
): SiteRoute => ({
  path,
  page,
  name,
  layout: 'site',
  ...extra,
});

const categoryRoute = (category: Category): SiteRoute =>
  site(
    categoryPath(category),
    CATEGORY_PAGE_KINDS[category] === 'list' ? 'gameList' : 'gameCentre',
    category.toLowerCase(),
    {
      category,
    },
  );

/** Lottery pages need a login; ?gameCode launches a game (spec 000 §2). */
const LOTTERY_PATHS = ['/lottery', '/seaLottery', '/vnLottery'] as const;

export const SITE_ROUTES: readonly SiteRoute[] = [
  // Home is one screen under four paths (spec 000 §2).
  ...['/', '/index', '/index.html', '/home'].map((path) => site(path, 'home', 'home')),
  site('/login', 'loginModal', 'home'),
  site('/register', 'registerModal', 'home'),
  site('/help', 'help', 'help'),
  site('/feedback', 'feedback', 'feedback', { requiresLogin: true }),
  site('/blog', 'blogList', 'blog'),
  site('/blog/:slug', 'blogArticle', 'blogArticle'),
  // App download guides (spec 000 §1): /app opens the first platform offered.
  site('/app', 'appGuide', 'appGuide'),
  site('/app/:platform', 'appGuide', 'appGuide'),
  ...CATEGORIES.map(categoryRoute),
  site('/favorite', 'favorite', 'favorite', { requiresLogin: true }),
  site('/recent', 'recent', 'recent', { requiresLogin: true }),
  ...LOTTERY_PATHS.map((path) =>
    site(path, 'lottery', path.slice(1), { requiresLogin: true, gamePage: true }),
  ),
  site('/seamless', 'seamless', 'seamless', { gamePage: true }),
  site('/promotions', 'promotions', 'promotions'),
  site('/pointMall', 'pointMall', 'pointMall', { requiresLogin: true }),
  site('/member', 'member', 'member', { requiresLogin: true }),
  { path: '/agent', page: 'agentLogin', name: 'agent', layout: 'agent' },
  {
    path: '/agentHome',
    page: 'agentCentre',
    name: 'agentHome',
    layout: 'agent',
    requiresAgent: true,
  },
];

/** Every path a skin may link to. */
export const ROUTES: readonly string[] = SITE_ROUTES.map((route) => route.path);

/** The route part of an internal link: `/rng?vassalage=PG` → `/rng`, `/help#term` → `/help`. */
export function routeOf(link: string): string {
  return link.split(/[?#]/, 1)[0];
}

export function isKnownRoute(link: string): boolean {
  return ROUTES.includes(routeOf(link));
}
