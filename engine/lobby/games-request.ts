// What a lobby state asks the gateway for (spec 001 §7), one page at a time: nothing asks for the
// whole 10,000-game catalogue. A category's list, its filters and the search are `gamesList`
// (gameType, vassalage, gameClassify, gameName, pageNo, pageSize 15); the member's own lists — the
// FAV and RECENT game types (/favorite, /recent, the home's tabs) — are `favouriteList` and
// `recentList`, which also hold the tables of VASSALAGE lobbies a member favourited or played.
import type { FavouriteListPayload, GamesListPayload, RecentListPayload } from '../api';
import { isGameCategory } from './game-types';
import { GAME_PAGE_SIZE } from './lobby-constants';
import type { LobbyState } from './lobby-state';

export type GamesRequest =
  | { action: 'gamesList'; payload: GamesListPayload }
  | { action: 'favouriteList'; payload: FavouriteListPayload }
  | { action: 'recentList'; payload: RecentListPayload };

export function gamesRequest(state: LobbyState): GamesRequest {
  if (state.gameType === 'FAV') {
    return { action: 'favouriteList', payload: { pageNo: state.page, pageSize: GAME_PAGE_SIZE } };
  }
  if (state.gameType === 'RECENT') {
    return { action: 'recentList', payload: { page: state.page, pageSize: GAME_PAGE_SIZE } };
  }
  const payload: GamesListPayload = { pageNo: state.page, pageSize: GAME_PAGE_SIZE };
  if (isGameCategory(state.gameType)) payload.gameType = state.gameType;
  // The HOT game type is the hot filter over every category.
  const filter = state.gameType === 'HOT' ? 'HOT' : state.filter;
  if (filter !== 'ALL') payload.filter = filter;
  if (state.vendor) payload.vassalage = state.vendor;
  if (state.classification) payload.gameClassify = state.classification;
  if (state.search) payload.gameName = state.search;
  return { action: 'gamesList', payload };
}
