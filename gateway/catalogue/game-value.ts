// A catalogue game as the contract shows it (schemas/api/common.schema.json#/$defs/game), with
// absolute icon URLs on the origin the request came to, so a page on any origin can show them.
import type { ApiGame } from '../../engine';
import type { CatalogueGame } from './catalogue';

/** The NEW filter and the isNew flag: released in the last 30 days. */
export const NEW_GAME_DAYS = 30;

export function gameIconUrl(origin: string, gameCode: string, large = false): string {
  return `${origin}/lgw/art/games/${encodeURIComponent(gameCode)}.svg${large ? '?size=large' : ''}`;
}

export interface GameValueContext {
  origin: string;
  now: number;
  /** The member's favourites, when a token came: adds isFavourite. */
  favourites?: ReadonlySet<number>;
}

export function gameValue(game: CatalogueGame, context: GameValueContext): ApiGame {
  const value: ApiGame = {
    nodeId: game.nodeId,
    gameName: game.name,
    displayName: game.displayName,
    gameCode: game.gameCode,
    gameType: game.gameType,
    vassalage: game.vassalage,
    isGame: game.isGame,
    isHot: game.isHot,
    supportPlay: game.supportPlay,
    gameClassify: game.gameClassify,
    iconUrl: gameIconUrl(context.origin, game.gameCode),
    lagerIcon: gameIconUrl(context.origin, game.gameCode, true),
    isNew: game.releasedAt > context.now - NEW_GAME_DAYS * 86_400_000,
  };
  if (context.favourites) value.isFavourite = context.favourites.has(game.nodeId);
  return value;
}
