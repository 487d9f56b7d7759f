// An entry page's first live render (src/app/lazy/lazy-site-parts.ts prepareEntryPage): the page a
// category's link lands on — its game list or its game centre — is loaded before boot renders, so
// the live page that replaces the first view shows it, not the route's loader. The lobby's modules
// stand in as plain components: what is under test is which parts are ready.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  LazyCategoryLobby,
  LazyGameCentrePage,
  LazyLobbyPage,
  prepareEntryPage,
} from '../../../src/app/lazy/lazy-site-parts';

vi.mock('../../../src/features/lobby/lobby-page', () => ({
  LobbyPage: () => <h1>Game list</h1>,
  GameCentrePage: () => <h1>Game centre</h1>,
  SeamlessPage: () => <h1>Seamless</h1>,
}));
vi.mock('../../../src/features/lobby/category-lobby', () => ({
  CategoryLobby: () => <ul aria-label="Games" />,
}));

const entryPages = [
  { kind: 'game list', path: '/rng', page: <LazyLobbyPage gameType="RNG" />, heading: 'Game list' },
  {
    kind: 'game centre',
    path: '/sports',
    page: <LazyGameCentrePage category="SPORTS" />,
    heading: 'Game centre',
  },
];

describe('an entry page prepared before boot renders', () => {
  it.each(entryPages)(
    'shows a $kind ($path) and its lobby in the first render',
    async ({ path, page, heading }) => {
      await prepareEntryPage(path);
      render(
        <Suspense fallback={<p>Loading</p>}>
          {page}
          <LazyCategoryLobby gameType="RNG" label="Games" />
        </Suspense>,
      );
      expect(screen.queryByText('Loading')).toBeNull();
      expect(screen.getByRole('heading', { name: heading })).toBeVisible();
      expect(screen.getByRole('list', { name: 'Games' })).toBeInTheDocument();
    },
  );
});
