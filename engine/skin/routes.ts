// The site's routes (spec 000 §2, spec 001 §2). Skins link only to these: banner route links and
// the terms link are checked against this list, so a typo is caught at validate time, not by a
// player meeting a blank page.

export const ROUTES = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/register',
  '/help',
  '/agent',
  '/agentHome',
  '/member',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/live',
  '/fish',
  '/rng',
  '/pvp',
  '/bgs',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/promotions',
  '/pointMall',
  '/seamless',
] as const;
export type Route = (typeof ROUTES)[number];

/** The route part of an internal link: `/rng?vassalage=PG` → `/rng`, `/help#term` → `/help`. */
export function routeOf(link: string): string {
  return link.split(/[?#]/, 1)[0];
}

export function isKnownRoute(link: string): boolean {
  return (ROUTES as readonly string[]).includes(routeOf(link));
}
