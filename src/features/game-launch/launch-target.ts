// What can be launched: a game as the lists give it, or just its code (a banner's game link, a
// lottery's ?gameCode). Names follow spec 001 §3 Game.
import type { ApiGame } from '../../../engine';

export type LaunchableGame = Pick<ApiGame, 'gameCode'> &
  Partial<
    Pick<
      ApiGame,
      'nodeId' | 'gameName' | 'displayName' | 'isGame' | 'vassalage' | 'gameType' | 'supportPlay'
    >
  >;

export function gameTitle(game: LaunchableGame): string {
  return game.displayName || game.gameName || game.gameCode;
}
