// A page of games as cards: the grid (fixed cells, placeholders while the first page loads) with
// each card wired to the game actions the app provides (play, free trial, favourite heart).
// Memoised: its props are the page's answer and plain values, so a lobby redrawn for anything else
// (its toolbar, a notice, the next page arriving in the cache) does not redraw fifteen cards.
import { memo, type ReactNode } from 'react';
import type { ApiGame } from '../../../engine';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useImageUrl } from '../boot/boot-context';
import { GameCard, GameCardPlaceholder } from './components/game-card';
import { GameGrid } from './components/game-grid';
import { useGameActions } from './game-actions';

export interface GameCardsProps {
  label: string;
  games: readonly ApiGame[] | undefined;
  loading: boolean;
  /** What the grid shows (the request), for anyone waiting for a page to be painted. */
  pageKey: string;
  placeholders: number;
  /** A home section's rail of compact cards, or a lobby page's grid. */
  look?: 'grid' | 'rail';
  /**
   * How many of the first cards fetch their image at once rather than when near the screen: a
   * lobby's first row is on screen from the start, and its first image is the page's largest paint.
   */
  eagerImages?: number;
}

/** Draws a game as a card wired to the game actions (the grid's cells, the home's swiper). */
export function useGameCard(): (
  game: ApiGame,
  options?: { eagerImage?: boolean; compact?: boolean },
) => ReactNode {
  const { t } = useTranslation();
  const actions = useGameActions();
  const imageUrl = useImageUrl();
  const labels = {
    play: t('lobby.play'),
    freeTrial: t('lobby.freeTrial'),
    hot: t('lobby.hot'),
    addFavourite: t('lobby.addFavourite'),
    removeFavourite: t('lobby.removeFavourite'),
  };
  return (game, { eagerImage = false, compact = false } = {}) => (
    <GameCard
      name={game.displayName || game.gameName}
      iconUrl={imageUrl(game.iconUrl)}
      eagerImage={eagerImage}
      compact={compact}
      hot={game.isHot === 1}
      freeTrial={game.supportPlay === 0}
      favourite={actions.favourites.has(game.nodeId)}
      busy={actions.pending === game.gameCode}
      labels={labels}
      onPlay={() => actions.play(game)}
      onFreeTrial={() => actions.play(game, 'free')}
      onToggleFavourite={() => actions.toggleFavourite(game)}
    />
  );
}

export const GameCards = memo(function GameCards({
  label,
  games,
  loading,
  pageKey,
  placeholders,
  look = 'grid',
  eagerImages = 0,
}: GameCardsProps) {
  const { t } = useTranslation();
  const card = useGameCard();
  return (
    <GameGrid
      label={label}
      games={games}
      loading={loading}
      pageKey={pageKey}
      placeholders={placeholders}
      placeholder={<GameCardPlaceholder compact={look === 'rail'} />}
      look={look}
      emptyText={t('lobby.noData')}
      keyOf={(game) => game.nodeId}
      renderGame={(game, index) =>
        card(game, { eagerImage: index < eagerImages, compact: look === 'rail' })
      }
    />
  );
});
