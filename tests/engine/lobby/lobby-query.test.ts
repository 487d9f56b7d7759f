import { describe, expect, it } from 'vitest';
import {
  gamesRequest,
  INITIAL_LOBBY_STATE,
  lobbyQueryOf,
  lobbyStateFromQuery,
  type LobbyState,
} from '../../../engine';

describe('the lobby state in the URL', () => {
  it('reads the vendor from /rng?vassalage (spec 001 §2) and the rest of our keys', () => {
    const query = new URLSearchParams('vassalage=PG&classify=SLOT&filter=HOT&q=%20tiger%20&page=3');
    expect(lobbyStateFromQuery(query, 'RNG', 9)).toEqual({
      gameType: 'RNG',
      filter: 'HOT',
      vendor: 'PG',
      classification: 'SLOT',
      search: 'tiger',
      page: 3,
      totalPages: 9,
    });
  });

  it('falls back to the defaults for anything unreadable', () => {
    const state = lobbyStateFromQuery(
      new URLSearchParams('filter=BOGUS&page=-2&vassalage='),
      'LIVE',
    );
    expect(state).toEqual({ ...INITIAL_LOBBY_STATE, gameType: 'LIVE' });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const state: LobbyState = {
      ...INITIAL_LOBBY_STATE,
      gameType: 'RNG',
      vendor: 'PG',
      filter: 'NEW',
      page: 2,
    };
    expect(lobbyQueryOf(state)).toEqual([
      ['vassalage', 'PG'],
      ['filter', 'NEW'],
      ['page', '2'],
    ]);
    expect(lobbyQueryOf({ ...INITIAL_LOBBY_STATE, gameType: 'RNG' })).toEqual([]);
    expect(lobbyStateFromQuery(new URLSearchParams(lobbyQueryOf(state)), 'RNG')).toEqual(state);
  });
});

describe('the games list request', () => {
  it('asks for one page of 15 of the category with its narrowing', () => {
    const state: LobbyState = {
      ...INITIAL_LOBBY_STATE,
      gameType: 'RNG',
      vendor: 'PG',
      classification: 'SLOT',
      search: 'tiger',
      page: 4,
      filter: 'HOT',
    };
    expect(gamesRequest(state)).toEqual({
      action: 'gamesList',
      payload: {
        gameType: 'RNG',
        vassalage: 'PG',
        gameClassify: 'SLOT',
        gameName: 'tiger',
        filter: 'HOT',
        pageNo: 4,
        pageSize: 15,
      },
    });
  });

  it('keeps a category’s FAV and RECENT filters on the category’s list', () => {
    expect(gamesRequest({ ...INITIAL_LOBBY_STATE, gameType: 'LIVE', filter: 'RECENT' })).toEqual({
      action: 'gamesList',
      payload: { gameType: 'LIVE', filter: 'RECENT', pageNo: 1, pageSize: 15 },
    });
  });

  it('reads the member’s own lists for the FAV and RECENT game types', () => {
    expect(gamesRequest({ ...INITIAL_LOBBY_STATE, gameType: 'FAV', page: 3 })).toEqual({
      action: 'favouriteList',
      payload: { pageNo: 3, pageSize: 15 },
    });
    expect(gamesRequest({ ...INITIAL_LOBBY_STATE, gameType: 'RECENT' })).toEqual({
      action: 'recentList',
      payload: { page: 1, pageSize: 15 },
    });
  });

  it('turns the HOT game type into the hot filter over every category', () => {
    expect(gamesRequest({ ...INITIAL_LOBBY_STATE, gameType: 'HOT', page: 2 })).toEqual({
      action: 'gamesList',
      payload: { filter: 'HOT', pageNo: 2, pageSize: 15 },
    });
  });

  it('searches every category from SEARCH', () => {
    expect(gamesRequest({ ...INITIAL_LOBBY_STATE, gameType: 'SEARCH', search: 'gold' })).toEqual({
      action: 'gamesList',
      payload: { gameName: 'gold', pageNo: 1, pageSize: 15 },
    });
  });
});
