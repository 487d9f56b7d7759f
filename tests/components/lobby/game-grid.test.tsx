// The game grid keeps its layout while loading: fixed placeholder cells before the first
// page, the shown page kept (and marked busy) while the next one loads, and a 'no data' text.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  GameCard,
  GameCardPlaceholder,
  type GameCardProps,
} from '../../../src/features/lobby/components/game-card';
import { GameGrid } from '../../../src/features/lobby/components/game-grid';

const games = [
  { id: 1, name: 'Fortune Tiger' },
  { id: 2, name: 'Samba Gold' },
];

function grid(props: { games?: typeof games; loading: boolean }) {
  return (
    <GameGrid
      label="Slots"
      games={props.games}
      loading={props.loading}
      placeholders={15}
      placeholder={<GameCardPlaceholder />}
      emptyText="No games found"
      pageKey="RNG:ALL::::1"
      keyOf={(game) => game.id}
      renderGame={(game) => <h3>{game.name}</h3>}
    />
  );
}

describe('the game grid', () => {
  it('holds a page’s worth of card-shaped placeholders before the first page arrives', () => {
    render(grid({ loading: true }));
    const list = screen.getByRole('list', { name: 'Slots' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(list.querySelectorAll('article[aria-hidden="true"] .blank')).toHaveLength(30);
    expect(list.hasAttribute('data-page-key')).toBe(false);
  });

  it('shows the page and names it once it is ready', () => {
    render(grid({ games, loading: false }));
    const list = screen.getByRole('list', { name: 'Slots' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Fortune Tiger', 'Samba Gold']);
    expect(list.getAttribute('aria-busy')).toBe('false');
    expect(list.getAttribute('data-page-key')).toBe('RNG:ALL::::1');
  });

  it('keeps the shown page, marked busy, while the next one loads', () => {
    render(grid({ games, loading: true }));
    const list = screen.getByRole('list', { name: 'Slots' });
    expect(within(list).getAllByRole('heading')).toHaveLength(2);
    expect(list.getAttribute('aria-busy')).toBe('true');
  });

  it('says so when a page has no games', () => {
    render(grid({ games: [], loading: false }));
    expect(screen.getByRole('status').textContent).toBe('No games found');
  });
});

describe('a game card', () => {
  const noop = () => undefined;
  // Fortune Tiger with no icon, no tag, no free trial and no heart; each test changes what it shows.
  const tiger: GameCardProps = {
    name: 'Fortune Tiger',
    iconUrl: '',
    hot: false,
    freeTrial: false,
    favourite: undefined,
    busy: false,
    labels: {
      play: 'Play',
      freeTrial: 'Free trial',
      hot: 'Hot',
      addFavourite: 'Add to favourites',
      removeFavourite: 'Remove from favourites',
    },
    onPlay: noop,
    onFreeTrial: noop,
    onToggleFavourite: noop,
  };

  it('offers a free trial only when the game supports one, and tags hot games', () => {
    const { rerender } = render(<GameCard {...tiger} hot freeTrial favourite={false} />);
    expect(screen.getByRole('button', { name: 'Free trial: Fortune Tiger' })).toBeVisible();
    expect(screen.getByText('Hot')).toBeVisible();
    rerender(<GameCard {...tiger} favourite={false} />);
    expect(screen.queryByRole('button', { name: /Free trial/ })).toBeNull();
    expect(screen.queryByText('Hot')).toBeNull();
  });

  it('in a rail, plays from its art and keeps the free trial as its one button below', () => {
    const onPlay = vi.fn();
    render(<GameCard {...tiger} freeTrial compact onPlay={onPlay} favourite={false} />);
    screen.getByRole('button', { name: 'Play: Fortune Tiger' }).click();
    expect(onPlay).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Free trial: Fortune Tiger' })).toBeVisible();
    // The name is printed once, under the art (the art carries no text).
    expect(screen.getAllByText('Fortune Tiger')).toHaveLength(1);
  });

  it('shows the heart pressed for a favourite, named for what a press does', () => {
    render(<GameCard {...tiger} favourite />);
    expect(
      screen
        .getByRole('button', { name: 'Remove from favourites: Fortune Tiger' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('falls back to the default game icon when the icon fails', () => {
    render(<GameCard {...tiger} />);
    expect(document.querySelector('[data-fallback="game"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });

  it('fetches its image when it nears the screen, or at once when it is on screen from the start', () => {
    const iconUrl = '/lgw/art/games/tiger.svg';
    const { container, rerender } = render(<GameCard {...tiger} iconUrl={iconUrl} />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    rerender(<GameCard {...tiger} iconUrl={iconUrl} eagerImage />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });
});

describe('a grid of game cards', () => {
  it('hands each game its place on the page', () => {
    render(
      <GameGrid
        label="Slots"
        games={games}
        loading={false}
        placeholders={15}
        placeholder={<GameCardPlaceholder />}
        emptyText="No games found"
        pageKey="RNG:ALL::::1"
        keyOf={(game) => game.id}
        renderGame={(game, index) => <h3>{`${index + 1}. ${game.name}`}</h3>}
      />,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      '1. Fortune Tiger',
      '2. Samba Gold',
    ]);
  });
});
