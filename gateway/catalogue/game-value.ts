// A catalogue game as the contract shows it (schemas/api/common.schema.json#/$defs/game). Its icons
// are paths on the image CDN the permission names (imageCDNs, spec 001 §3): the site resolves them
// there (engine resolveImageUrl), as a real operator's gateway sends them.
import type { ApiGame } from '../../engine';
import { artPath, artSize } from '../art/art-kinds';
import type { CatalogueGame } from './catalogue';

/** The NEW filter and the isNew flag: released in the last 30 days. */
export const NEW_GAME_DAYS = 30;

/** The icon's path on the image CDN (gateway/art draws it). */
export function gameIconPath(gameCode: string, large = false): string {
  return artPath('games', gameCode, { large });
}

/** The icon's absolute URL, for the gateway's own HTML pages. */
export function gameIconUrl(origin: string, gameCode: string, large = false): string {
  return `${origin}${gameIconPath(gameCode, large)}`;
}

export interface GameValueContext {
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
    iconUrl: gameIconPath(game.gameCode),
    lagerIcon: gameIconPath(game.gameCode, true),
    iconSize: artSize('games'),
    isNew: game.releasedAt > context.now - NEW_GAME_DAYS * 86_400_000,
  };
  if (context.favourites) value.isFavourite = context.favourites.has(game.nodeId);
  return value;
}
