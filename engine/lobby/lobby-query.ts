// The lobby state in the page's URL
// (`/rng?vassalage=PG&classify=SLOT&filter=HOT&q=fortune&page=2`), so a lobby can be linked,
// reloaded and walked back through. `vassalage` is the spec's own query parameter of /rng (spec 001
// §2); the others are ours. Anything unreadable falls back to the default.
import { isLobbyFilter, type GameType } from './game-types';
import { INITIAL_LOBBY_STATE, type LobbyState } from './lobby-state';

/** The part of URLSearchParams the codec reads. */
export interface QueryReader {
  get(name: string): string | null;
}

export const LOBBY_QUERY_KEYS = {
  vendor: 'vassalage',
  classification: 'classify',
  filter: 'filter',
  search: 'q',
  page: 'page',
} as const;

export function lobbyStateFromQuery(
  query: QueryReader,
  gameType: GameType,
  totalPages = 1,
): LobbyState {
  const filter = query.get(LOBBY_QUERY_KEYS.filter);
  const page = Number(query.get(LOBBY_QUERY_KEYS.page));
  return {
    gameType,
    filter: isLobbyFilter(filter) ? filter : INITIAL_LOBBY_STATE.filter,
    vendor: query.get(LOBBY_QUERY_KEYS.vendor) || null,
    classification: query.get(LOBBY_QUERY_KEYS.classification) || null,
    search: (query.get(LOBBY_QUERY_KEYS.search) ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    totalPages,
  };
}

/**
 * The query string's entries for a state, defaults left out (so the plain category URL stays
 * plain).
 */
export function lobbyQueryOf(state: LobbyState): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  if (state.vendor) entries.push([LOBBY_QUERY_KEYS.vendor, state.vendor]);
  if (state.classification) entries.push([LOBBY_QUERY_KEYS.classification, state.classification]);
  if (state.filter !== INITIAL_LOBBY_STATE.filter) {
    entries.push([LOBBY_QUERY_KEYS.filter, state.filter]);
  }
  if (state.search) entries.push([LOBBY_QUERY_KEYS.search, state.search]);
  if (state.page > 1) entries.push([LOBBY_QUERY_KEYS.page, String(state.page)]);
  return entries;
}
