// What a game card can do — play it, try it free, mark it a favourite — without the lobby importing
// the features that do it (CONTRIBUTING.md: features meet in src/app). The app provides these from
// game-launch and favourites (src/app/lobby-game-actions.tsx); the lobby's pages read them here.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiGame, Category } from '../../../engine';

/** A game as the lists give it, or only its code (a banner's game link). */
export type PlayableGame = Pick<ApiGame, 'gameCode'> & Partial<ApiGame>;

export interface GameActions {
  /**
   * Open a game (spec 001 §4: login, trial notice, sub-games or launch); `free` is the free trial.
   */
  play(game: PlayableGame, mode?: 'real' | 'free'): void;
  /** A vendor tile's start button launches the vendor's game (spec 001 §2: not on RNG tiles). */
  launchVendor(category: Category, vassalage: string): void;
  /** The game whose launch is in flight. */
  pending: string | null;
  favourites: ReadonlySet<number>;
  toggleFavourite(game: ApiGame): void;
}

const GameActionsContext = createContext<GameActions | null>(null);

export function GameActionsProvider({
  value,
  children,
}: {
  value: GameActions;
  children: ReactNode;
}) {
  return <GameActionsContext.Provider value={value}>{children}</GameActionsContext.Provider>;
}

export function useGameActions(): GameActions {
  const actions = useContext(GameActionsContext);
  if (!actions) {
    throw new Error(
      'The lobby needs a <GameActionsProvider> above it (src/app/lobby-game-actions.tsx wraps the lobby routes in one).',
    );
  }
  return actions;
}
