// What the games list asks the gateway for a lobby state (spec 001 §7 "GET games list": gameType,
// vassalage, gameClassify, gameName, pageNo, pageSize 15). One page at a time: nothing asks for the
// whole 10,000-game catalogue.
import type { GamesListPayload } from '../api';
import { isGameCategory } from './game-types';
import { GAME_PAGE_SIZE } from './lobby-constants';
import type { LobbyState } from './lobby-state';

export function gamesRequest(state: LobbyState): GamesListPayload {
  const payload: GamesListPayload = { pageNo: state.page, pageSize: GAME_PAGE_SIZE };
  if (isGameCategory(state.gameType)) payload.gameType = state.gameType;
  // The HOT, FAV and RECENT game types are the filters of the same name over every category.
  const filter = state.gameType === 'HOT' || state.gameType === 'FAV' || state.gameType === 'RECENT' ? state.gameType : state.filter;
  if (filter !== 'ALL') payload.filter = filter;
  if (state.vendor) payload.vassalage = state.vendor;
  if (state.classification) payload.gameClassify = state.classification;
  if (state.search) payload.gameName = state.search;
  return payload;
}
