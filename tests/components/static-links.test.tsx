// The first view's links (src/prerender/static-links.tsx) draw what react-router's Link and NavLink
// draw: each case is rendered with both, at the same path, and the markup compared.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Link, NavLink, StaticRouter, type LinkProps } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import * as Static from '../../src/prerender/static-links';

type Links = { Link: typeof Link; NavLink: typeof NavLink };

const atPath = (path: string, draw: (links: Links) => ReactElement) => ({
  router: renderToString(<StaticRouter location={path}>{draw({ Link, NavLink })}</StaticRouter>),
  ours: renderToString(
    <StaticRouter location={path}>
      {draw({ Link: Static.Link, NavLink: Static.NavLink })}
    </StaticRouter>,
  ),
});

const LINKS: Record<string, (links: Links) => ReactElement> = {
  'a plain path': ({ Link }) => <Link to="/rng">RNG</Link>,
  'the home': ({ Link }) => (
    <Link className="brand" to="/" aria-label="Aurora">
      <img src="/assets/logo.svg" alt="" />
    </Link>
  ),
  'a search and a page mark': ({ Link }) => (
    <Link to="/agentHome?page=2" aria-current="page">
      2
    </Link>
  ),
  'a hash': ({ Link }) => <Link to="/promotions#welcome">Welcome</Link>,
  'a target and a click handler': ({ Link }) => (
    <Link to="/help" target="_blank" onClick={() => undefined} replace state={{ from: 'x' }}>
      Help
    </Link>
  ),
  'a relative hash, which react-router resolves': ({ Link }) => <Link to="#terms">Terms</Link>,
  'an address on another site': ({ Link }) => <Link to="https://example.com/app">App</Link>,
  'a path with a trailing slash': ({ Link }) => <Link to="/blog/">Blog</Link>,
  'a path given as an object': ({ Link }) => (
    <Link to={{ pathname: '/rng', search: '?vendor=pg' }}>PG</Link>
  ),
  'a NavLink to the current page': ({ NavLink }) => <NavLink to="/rng">RNG</NavLink>,
  'a NavLink to another page': ({ NavLink }) => <NavLink to="/live">Live</NavLink>,
  'a NavLink to the home, with end': ({ NavLink }) => (
    <NavLink to="/" end>
      Home
    </NavLink>
  ),
  'a NavLink to the home, without end': ({ NavLink }) => <NavLink to="/">Home</NavLink>,
  'a NavLink with a class, a style and children drawn from its state': ({ NavLink }) => (
    <NavLink
      to="/RNG"
      className={({ isActive }) => (isActive ? 'tab on' : 'tab')}
      style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })}
    >
      {({ isActive }) => (isActive ? 'RNG (here)' : 'RNG')}
    </NavLink>
  ),
  'a NavLink with its own aria-current and class': ({ NavLink }) => (
    <NavLink to="/rng" aria-current="true" className="entry">
      RNG
    </NavLink>
  ),
};

describe('the first view’s links', () => {
  for (const [name, draw] of Object.entries(LINKS)) {
    for (const path of ['/', '/rng', '/rng/pg']) {
      it(`draw ${name} as react-router does, at ${path}`, () => {
        const { router, ours } = atPath(path, draw);
        expect(ours).toBe(router);
      });
    }
  }

  // Else the comparisons above would hold for links that only hand over to react-router's.
  it('draw a plain path as an anchor of their own, and hand the others to react-router', () => {
    const { render } = Static.Link as unknown as {
      render: (props: LinkProps, ref: null) => ReactElement<Record<string, unknown>>;
    };
    expect(render({ to: '/rng', children: 'RNG' }, null)).toMatchObject({
      type: 'a',
      props: { href: '/rng', 'data-discover': 'true', children: 'RNG' },
    });
    expect(render({ to: '#terms', children: 'Terms' }, null).type).toBe(Link);
  });
});
