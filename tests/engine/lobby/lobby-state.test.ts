import { describe, expect, it } from 'vitest';
import { INITIAL_LOBBY_STATE, lobbyStep, type LobbyEvent, type LobbyState } from '../../../engine';

const member = { loggedIn: true };
const visitor = { loggedIn: false };
const rng: LobbyState = { ...INITIAL_LOBBY_STATE, gameType: 'RNG', totalPages: 40 };
const step = (state: LobbyState, event: LobbyEvent, context = member) =>
  lobbyStep(state, event, context);

describe('the lobby state', () => {
  it('starts on HOME with every filter at its default', () => {
    expect(INITIAL_LOBBY_STATE).toEqual({
      gameType: 'HOME',
      filter: 'ALL',
      vendor: null,
      classification: null,
      search: '',
      page: 1,
      totalPages: 1,
    });
  });

  it('opens the login popup instead of FAV or RECENT for a visitor, and keeps the state', () => {
    for (const gameType of ['FAV', 'RECENT'] as const) {
      const result = step(rng, { type: 'chooseGameType', gameType }, visitor);
      expect(result).toEqual({ state: rng, openLogin: true });
      expect(result.state).toBe(rng);
    }
  });

  it('lets a member open FAV and RECENT', () => {
    expect(step(rng, { type: 'chooseGameType', gameType: 'FAV' }).state.gameType).toBe('FAV');
    expect(step(rng, { type: 'chooseGameType', gameType: 'RECENT' }).openLogin).toBe(false);
  });

  it('lets a visitor open HOT, SEARCH and the categories', () => {
    expect(step(rng, { type: 'chooseGameType', gameType: 'HOT' }, visitor)).toMatchObject({
      state: { gameType: 'HOT' },
      openLogin: false,
    });
    expect(step(rng, { type: 'chooseGameType', gameType: 'LIVE' }, visitor).state.gameType).toBe(
      'LIVE',
    );
  });

  it('starts a new game type from a clean list', () => {
    const narrowed: LobbyState = {
      ...rng,
      filter: 'HOT',
      vendor: 'PG',
      classification: 'SLOT',
      search: 'tiger',
      page: 3,
    };
    expect(step(narrowed, { type: 'chooseGameType', gameType: 'LIVE' }).state).toEqual({
      ...INITIAL_LOBBY_STATE,
      gameType: 'LIVE',
    });
  });

  it('goes to page 1 and clears the search when the filter changes', () => {
    const state: LobbyState = { ...rng, search: 'tiger', page: 4, vendor: 'PG' };
    expect(step(state, { type: 'chooseFilter', filter: 'HOT' }).state).toEqual({
      ...state,
      filter: 'HOT',
      search: '',
      page: 1,
    });
  });

  it('opens the login popup for the FAV and RECENT filters of a visitor', () => {
    expect(step(rng, { type: 'chooseFilter', filter: 'FAV' }, visitor)).toEqual({
      state: rng,
      openLogin: true,
    });
    expect(step(rng, { type: 'chooseFilter', filter: 'RECENT' }, visitor).openLogin).toBe(true);
    expect(step(rng, { type: 'chooseFilter', filter: 'NEW' }, visitor).state.filter).toBe('NEW');
  });

  it('resets the classification to all when a vendor is chosen', () => {
    const state: LobbyState = { ...rng, classification: 'SLOT', page: 5 };
    expect(step(state, { type: 'chooseVendor', vendor: 'PG' }).state).toEqual({
      ...state,
      vendor: 'PG',
      classification: null,
      page: 1,
    });
    expect(
      step({ ...state, vendor: 'PG' }, { type: 'chooseVendor', vendor: null }).state.vendor,
    ).toBeNull();
  });

  it('goes to page 1 on a classification tab', () => {
    expect(
      step({ ...rng, page: 3 }, { type: 'chooseClassification', classification: 'MEGAWAYS' }).state,
    ).toMatchObject({ classification: 'MEGAWAYS', page: 1 });
  });

  it('ignores pages beyond the total, before the first and that are not whole', () => {
    const state: LobbyState = { ...rng, page: 2, totalPages: 3 };
    for (const page of [0, -1, 4, 2.5, Number.NaN]) {
      expect(step(state, { type: 'goToPage', page }).state).toBe(state);
    }
    expect(step(state, { type: 'goToPage', page: 3 }).state.page).toBe(3);
  });

  it('trims the search text and goes to page 1', () => {
    expect(
      step({ ...rng, page: 6 }, { type: 'search', text: '  fortune tiger \n' }).state,
    ).toMatchObject({ search: 'fortune tiger', page: 1 });
  });

  it('returns the same state for a choice that changes nothing', () => {
    const state: LobbyState = { ...rng, search: 'tiger', vendor: 'PG', page: 2 };
    const events: LobbyEvent[] = [
      { type: 'chooseGameType', gameType: 'RNG' },
      { type: 'chooseFilter', filter: 'ALL' },
      { type: 'chooseVendor', vendor: 'PG' },
      { type: 'chooseClassification', classification: null },
      { type: 'search', text: ' tiger ' },
      { type: 'goToPage', page: 2 },
      { type: 'pagesKnown', totalPages: 40 },
    ];
    for (const event of events) expect(step(state, event).state).toBe(state);
  });

  it('records the total pages the gateway answered, at least 1', () => {
    expect(step(rng, { type: 'pagesKnown', totalPages: 7 }).state.totalPages).toBe(7);
    expect(step(rng, { type: 'pagesKnown', totalPages: 0 }).state.totalPages).toBe(1);
  });
});
