// A page of games in a grid of fixed cells (the grid keeps its layout while loading), or in a rail
// (the home's sections: one row that scrolls sideways, two on a phone).
// Until the page arrives it shows as many placeholder cells as a page holds; while the next page
// loads the current one stays, dimmed and marked busy. `pageKey` names what is shown, so a
// benchmark or a test can wait for a given page to be painted.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tileGrid } from '../../../components/tile-grid';
import { tileRail } from '../../../components/tile-rail';

const busy = `
  transition: opacity 120ms;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

const Grid = styled(tileGrid('9.5rem'))`
  ${busy}
`;

// About three and a bit tiles across a phone (the next one shows there is more), a fixed width on
// a wide screen.
const Rail = styled(tileRail('clamp(6.5rem, 28vw, 10rem)', 2))`
  ${busy}
`;

export interface GameGridProps<G> {
  label: string;
  games: readonly G[] | undefined;
  /**
   * How many placeholder cells show before the first answer, and what each draws (a card's shape).
   */
  placeholders: number;
  placeholder: ReactNode;
  /** A grid that wraps (a lobby's page), or a rail that scrolls sideways (a home section). */
  look?: 'grid' | 'rail';
  loading: boolean;
  emptyText: string;
  pageKey: string;
  keyOf: (game: G) => string | number;
  /** `index`: the game's place on the page, first 0. */
  renderGame: (game: G, index: number) => ReactNode;
}

export function GameGrid<G>({
  label,
  games,
  placeholders,
  placeholder,
  look = 'grid',
  loading,
  emptyText,
  pageKey,
  keyOf,
  renderGame,
}: GameGridProps<G>) {
  if (games && games.length === 0 && !loading) return <p role="status">{emptyText}</p>;
  const List = look === 'rail' ? Rail : Grid;
  return (
    <List aria-label={label} aria-busy={loading} data-page-key={loading ? undefined : pageKey}>
      {games
        ? games.map((game, index) => <li key={keyOf(game)}>{renderGame(game, index)}</li>)
        : Array.from({ length: placeholders }, (_, index) => <li key={index}>{placeholder}</li>)}
    </List>
  );
}
