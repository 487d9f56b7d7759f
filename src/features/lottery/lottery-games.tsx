// A list of lottery games (spec 001 §2 lottery pages): the name, how often it draws, and a bet
// button; and the latest draws with their numbers.
import styled from 'styled-components';
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

const Draws = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.4rem;
    text-align: start;
    border-bottom: 1px solid var(--skin-border);
  }
  td:last-child {
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.1em;
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

export function LotteryDraws({
  caption,
  headers,
  draws,
}: {
  caption: string;
  headers: [string, string, string];
  draws: readonly DrawRow[];
}) {
  return (
    <Draws>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {draws.map((draw) => (
          <tr key={draw.key}>
            <td>{draw.game}</td>
            <td>{draw.draw}</td>
            <td>{draw.numbers}</td>
          </tr>
        ))}
      </tbody>
    </Draws>
  );
}
