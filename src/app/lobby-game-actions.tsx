// Where the lobby, game-launch, favourites and lottery features meet (CONTRIBUTING.md: features
// never import each other; the app composes them). The lobby's cards get their play, free-trial and
// heart actions from here; the lottery pages get their launcher.
import { useCallback, useMemo, type ReactNode } from 'react';
import type { Category, GameType } from '../../engine';
import { useFavourites } from '../features/favourites';
import { useLaunchGame } from '../features/game-launch';
import { GameActionsProvider, type GameActions } from '../features/lobby';
import type { LotteryPageName } from '../features/lottery';
import {
  LazyGameCentrePage,
  LazyLobbyPage,
  LazyLotteryPage,
  LazySeamlessPage,
} from './lazy/lazy-site-parts';

export function LobbyGameActions({ children }: { children: ReactNode }) {
  const { launchGame, launchVendor, pending } = useLaunchGame();
  const { ids, toggle } = useFavourites();
  const actions = useMemo<GameActions>(
    () => ({
      play: (game, mode) => void launchGame(game, mode),
      launchVendor: (category, vassalage) => void launchVendor(category, vassalage),
      pending,
      favourites: ids,
      toggleFavourite: toggle,
    }),
    [ids, launchGame, launchVendor, pending, toggle],
  );
  return <GameActionsProvider value={actions}>{children}</GameActionsProvider>;
}

/** A lobby route's element with the game actions around it. */
const withGameActions = (element: ReactNode) => <LobbyGameActions>{element}</LobbyGameActions>;

/** A game list: a category's, the favourites or the recent games. */
export function GameListRoute({ gameType }: { gameType: GameType }) {
  return withGameActions(<LazyLobbyPage gameType={gameType} />);
}

export function GameCentreRoute({ category }: { category: Category }) {
  return withGameActions(<LazyGameCentrePage category={category} />);
}

export function SeamlessRoute() {
  return withGameActions(<LazySeamlessPage />);
}

export function LotteryRoute({ page }: { page: LotteryPageName }) {
  const { launchLottery } = useLaunchGame();
  const onLaunch = useCallback(
    (gameCode: string, title: string) => void launchLottery(gameCode, title),
    [launchLottery],
  );
  return <LazyLotteryPage page={page} onLaunch={onLaunch} />;
}
