// What a route tells the shell about itself, read with useMatches(). The shell and auth features use it:
// `requiresLogin` routes send a player without a session to /login (spec 000 §2 route guard),
// `gamePage` routes hide the side menu, and `name` decides when navigation scrolls to the top.
import { useMatches } from 'react-router-dom';

export interface RouteHandle {
  /** Stable route name (`home`, `member`, `rng`…); the view scrolls to top when it changes. */
  name: string;
  requiresLogin?: boolean;
  /** Only agents may stay; others go to /agent (spec 001 §2 Agent centre). */
  requiresAgent?: boolean;
  /** A game page: no side menu (spec 000 §2). */
  gamePage?: boolean;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}
