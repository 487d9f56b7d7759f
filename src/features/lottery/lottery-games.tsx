// A list of lottery games (spec 001 §2 lottery pages): the name, how often it draws, and a bet
// button; and the latest draws with their numbers.
import styled from 'styled-components';
import { RecordTable } from '../../components/record-table';
import { tileGrid } from '../../components/tile-grid';

const List = styled(tileGrid('14rem'))`
  li {
    display: grid;
    gap: 0.4rem;
    padding: 0.75rem;
    border-radius: var(--skin-radius);
    background: var(--skin-surface);
  }
  small {
    color: var(--skin-text-muted);
  }
`;

export interface LotteryGameRow {
  gameCode: string;
  name: string;
  schedule: string;
}

export function LotteryGameList({
  label,
  games,
  betLabel,
  onBet,
}: {
  label: string;
  games: readonly LotteryGameRow[];
  betLabel: string;
  onBet: (game: LotteryGameRow) => void;
}) {
  return (
    <List aria-label={label}>
      {games.map((game) => (
        <li key={game.gameCode}>
          <strong>{game.name}</strong>
          <small>{game.schedule}</small>
          <button
            type="button"
            aria-label={`${betLabel}: ${game.name}`}
            onClick={() => onBet(game)}
          >
            {betLabel}
          </button>
        </li>
      ))}
    </List>
  );
}

export interface DrawRow {
  key: string;
  game: string;
  draw: string;
  numbers: string;
}

/** The latest draws: a record table, so a phone shows each draw as a card of its own. */
export function LotteryDraws({
  caption,
  headers,
  draws,
}: {
  caption: string;
  headers: [string, string, string];
  draws: readonly DrawRow[];
}) {
  const [game, draw, numbers] = headers;
  return (
    <RecordTable
      caption={caption}
      columns={[
        { key: 'game', label: game },
        { key: 'draw', label: draw },
        { key: 'numbers', label: numbers, numeric: true },
      ]}
      rows={draws.map((row) => ({
        key: row.key,
        cells: { game: row.game, draw: row.draw, numbers: row.numbers },
      }))}
    />
  );
}
