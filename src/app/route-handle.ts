// What a route tells the shell about itself. The router (./router.tsx) matches the address against
// the route table and provides the deepest handle here; the shell and auth features read it:
// `requiresLogin` routes send a player without a session to /login (spec 000 §2 route guard),
// `gamePage` routes hide the side menu, and `name` decides when navigation scrolls to the top. (The
// declarative router has no useMatches(); a context keeps the data router's ~18 KB out of the
// home's first load — the initial-JS budget in ARCHITECTURE.md.)
import { createContext, useContext } from 'react';
import type { FeatureId, SiteRoute, WhenOff } from '../../engine';

export interface RouteHandle {
  /** Stable route name (`home`, `member`, `rng`…); the view scrolls to top when it changes. */
  name: string;
  requiresLogin?: boolean;
  /** Only agents may stay; others go to /agent (spec 001 §2 Agent centre). */
  requiresAgent?: boolean;
  /** A game page: no side menu (spec 000 §2). */
  gamePage?: boolean;
  /** The feature the page belongs to: off, the route says it is not offered or leads home. */
  feature?: FeatureId;
  whenOff?: WhenOff;
}

/** The handle of a route of the engine's table. */
export function routeHandle(route: SiteRoute): RouteHandle {
  return {
    name: route.name,
    requiresLogin: route.requiresLogin,
    requiresAgent: route.requiresAgent,
    gamePage: route.gamePage,
    feature: route.feature,
    whenOff: route.whenOff,
  };
}

export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  return useContext(RouteHandleContext);
}

/** The deepest handle among a route match list (outermost first). */
export function deepestHandle(
  matches: ReadonlyArray<{ route: { handle?: unknown } }> | null,
): RouteHandle | undefined {
  for (let index = (matches?.length ?? 0) - 1; index >= 0; index -= 1) {
    const handle = matches?.[index]?.route.handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}
