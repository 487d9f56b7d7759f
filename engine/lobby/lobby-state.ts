// The lobby's state and how a player's choice changes it (spec 001 §4 "States and transitions"):
// the current game type (HOME by default), the filter, the vendor, the classification tab, the
// search text and the page. A plain step function: the React side keeps the state (in the URL) and
// asks this what a click does to it, so every rule is tested here without a browser.
import {
  DEFAULT_GAME_TYPE,
  LOGIN_FILTERS,
  LOGIN_GAME_TYPES,
  type GameType,
  type LobbyFilter,
} from './game-types';

export interface LobbyState {
  gameType: GameType;
  filter: LobbyFilter;
  /** A vendor code (the game's `vassalage`); null is 'all providers'. */
  vendor: string | null;
  /** A classification tab's code; null is 'all'. */
  classification: string | null;
  /** The search text, trimmed (spec 001 §5); empty lists without a search. */
  search: string;
  /** 1-based. */
  page: number;
  /** What the gateway last said for this list; 1 until it answers. */
  totalPages: number;
}

export const INITIAL_LOBBY_STATE: LobbyState = {
  gameType: DEFAULT_GAME_TYPE,
  filter: 'ALL',
  vendor: null,
  classification: null,
  search: '',
  page: 1,
  totalPages: 1,
};

export type LobbyEvent =
  | { type: 'chooseGameType'; gameType: GameType }
  | { type: 'chooseFilter'; filter: LobbyFilter }
  | { type: 'chooseVendor'; vendor: string | null }
  | { type: 'chooseClassification'; classification: string | null }
  | { type: 'search'; text: string }
  | { type: 'goToPage'; page: number }
  | { type: 'pagesKnown'; totalPages: number };

export interface LobbyStep {
  /**
   * The same object when the event changes nothing, so callers can skip a render or a navigation.
   */
  state: LobbyState;
  /** The choice needs a session: open the login popup instead (spec 001 §4, §6). */
  openLogin: boolean;
}

const unchanged = (state: LobbyState): LobbyStep => ({ state, openLogin: false });
const needsLogin = (state: LobbyState): LobbyStep => ({ state, openLogin: true });
const changed = (state: LobbyState, patch: Partial<LobbyState>): LobbyStep => ({
  state: { ...state, ...patch },
  openLogin: false,
});

export function lobbyStep(
  state: LobbyState,
  event: LobbyEvent,
  context: { loggedIn: boolean },
): LobbyStep {
  switch (event.type) {
    case 'chooseGameType':
      if (LOGIN_GAME_TYPES.includes(event.gameType) && !context.loggedIn) return needsLogin(state);
      if (event.gameType === state.gameType) return unchanged(state);
      // A new game type is a new list: every narrowing of the old one goes.
      return changed(state, { ...INITIAL_LOBBY_STATE, gameType: event.gameType });
    case 'chooseFilter':
      if (LOGIN_FILTERS.includes(event.filter) && !context.loggedIn) return needsLogin(state);
      if (event.filter === state.filter) return unchanged(state);
      // A filter change goes back to page 1 and clears the search text (spec 001 §4).
      return changed(state, { filter: event.filter, search: '', page: 1 });
    case 'chooseVendor':
      if (event.vendor === state.vendor) return unchanged(state);
      // Choosing a vendor resets the classification to all (spec 001 §4): its tabs differ.
      return changed(state, { vendor: event.vendor, classification: null, page: 1 });
    case 'chooseClassification':
      if (event.classification === state.classification) return unchanged(state);
      return changed(state, { classification: event.classification, page: 1 });
    case 'search': {
      const search = event.text.trim();
      if (search === state.search) return unchanged(state);
      return changed(state, { search, page: 1 });
    }
    case 'goToPage':
      // Pages outside 1..totalPages (and the page already shown) are ignored (spec 001 §4).
      if (
        !Number.isInteger(event.page) ||
        event.page < 1 ||
        event.page > state.totalPages ||
        event.page === state.page
      ) {
        return unchanged(state);
      }
      return changed(state, { page: event.page });
    case 'pagesKnown': {
      const totalPages =
        Number.isInteger(event.totalPages) && event.totalPages > 0 ? event.totalPages : 1;
      return totalPages === state.totalPages ? unchanged(state) : changed(state, { totalPages });
    }
  }
}
