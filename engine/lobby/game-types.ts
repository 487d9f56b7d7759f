// The game types that drive the lobby and the filters of a category lobby (spec 001 §4, §9).
import { CATEGORIES, type Category } from '../model/skin-types';

/** Every value of the current game type (spec 001 §9 "Game categories"), HOME being the default. */
export const GAME_TYPES = [
  'HOME',
  'PROMO',
  ...CATEGORIES,
  'FAV',
  'HOT',
  'RECENT',
  'SEARCH',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const DEFAULT_GAME_TYPE: GameType = 'HOME';

/**
 * Game types a visitor may not open: choosing one opens the login popup instead (spec 001 §4, §6).
 */
export const LOGIN_GAME_TYPES: readonly GameType[] = ['FAV', 'RECENT'];

/**
 * The filters of a category lobby (spec 001 §9 "Game filters"), in the order the tabs show them.
 */
export const LOBBY_FILTERS = ['ALL', 'NEW', 'HOT', 'FAV', 'RECENT'] as const;
export type LobbyFilter = (typeof LOBBY_FILTERS)[number];

/** Filters that read the member's own games: the gateway refuses them without a token. */
export const LOGIN_FILTERS: readonly LobbyFilter[] = ['FAV', 'RECENT'];

export function isGameType(value: unknown): value is GameType {
  return typeof value === 'string' && (GAME_TYPES as readonly string[]).includes(value);
}

export function isLobbyFilter(value: unknown): value is LobbyFilter {
  return typeof value === 'string' && (LOBBY_FILTERS as readonly string[]).includes(value);
}

export function isGameCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}
