// A list of lottery games (spec 001 §2 lottery pages): the picture, the name, how often it draws,
// the draw open for bets and when it closes, and a bet button; and the latest draws with their
// numbers.
import styled from 'styled-components';
import { Button } from '../../components/button';
import { FallbackImage } from '../../components/fallback-image';
import { RecordTable } from '../../components/record-table';
import { tileGrid } from '../../components/tile-grid';

const List = styled(tileGrid('17rem'))`
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    align-items: center;
    gap: 0.4rem 0.75rem;
    padding: 0.75rem;
    border-radius: var(--skin-radius);
    background: var(--skin-surface);
  }
  li > div {
    display: grid;
    gap: 0.2rem;
    grid-column: 2;
  }
  li > button {
    grid-column: 1 / -1;
  }
  small {
    color: var(--skin-text-muted);
  }
`;

export interface LotteryGameRow {
  gameCode: string;
  name: string;
  schedule: string;
  /** The game's picture, when the catalogue has it (lotteryGames). */
  iconUrl?: string;
  /** The draw open for bets and when it closes (openedNumeroGame), when one is open. */
  openDraw?: string;
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
          {game.iconUrl !== undefined && (
            <FallbackImage
              src={game.iconUrl}
              fallback="game"
              alt=""
              width="3.5rem"
              ratio="1 / 1"
              loading="lazy"
            />
          )}
          <div>
            <strong>{game.name}</strong>
            <small>{game.schedule}</small>
            {game.openDraw !== undefined && <small>{game.openDraw}</small>}
          </div>
          <Button aria-label={`${betLabel}: ${game.name}`} onClick={() => onBet(game)}>
            {betLabel}
          </Button>
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
