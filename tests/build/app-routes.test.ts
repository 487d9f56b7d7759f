// The router and the engine's route list (what skins may link to) must agree: a banner that links
// to a route the app does not have would strand a player on the catch-all.
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine';
import { appRoutes } from '../../src/app/routes';

function paths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    return [...(route.path === undefined ? [] : [own]), ...paths(route.children ?? [], own)];
  });
}

describe('the app router', () => {
  it('has a route for every route a skin may link to', () => {
    const routed = paths(appRoutes).map((path) => path.toLowerCase());
    expect(ROUTES.filter((route) => !routed.includes(route.toLowerCase()))).toEqual([]);
  });
});
