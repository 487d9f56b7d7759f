// A short list of games to pick from, in the popups of this feature (a VASSALAGE game's sub-games,
// the game-maintenance page's other games). Each tile launches its game.
import styled from 'styled-components';
import { FallbackImage } from '../../components/fallback-image';
import { tileGrid } from '../../components/tile-grid';
import { useImageUrl } from '../boot/boot-context';
import { gameTitle, type LaunchableGame } from './launch-target';

const List = styled(tileGrid('7.5rem'))`
  button {
    display: grid;
    gap: 0.4rem;
    width: 100%;
    padding: 0.4rem;
    color: var(--skin-text);
    background: var(--skin-surface-raised);
    border: 1px solid var(--skin-border);
    text-align: center;
  }
  button:disabled {
    opacity: 0.6;
  }
`;

export interface GameTilesProps<G extends LaunchableGame & { iconUrl?: string }> {
  label: string;
  games: readonly G[];
  onPick: (game: G) => void;
  /** The game whose launch is in flight. */
  pending: string | null;
}

export function GameTiles<G extends LaunchableGame & { iconUrl?: string }>({
  label,
  games,
  onPick,
  pending,
}: GameTilesProps<G>) {
  const imageUrl = useImageUrl();
  return (
    <List aria-label={label}>
      {games.map((game) => (
        <li key={game.gameCode}>
          <button
            type="button"
            onClick={() => onPick(game)}
            disabled={pending !== null}
            aria-busy={pending === game.gameCode}
          >
            <FallbackImage src={game.iconUrl && imageUrl(game.iconUrl)} alt="" fallback="game" />
            {gameTitle(game)}
          </button>
        </li>
      ))}
    </List>
  );
}
