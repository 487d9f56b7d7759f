// A lobby's state and its page of games (spec 001 §4): the state lives in the URL (engine
// lobby-query), each choice goes through engine lobbyStep (FAV and RECENT open login for a visitor,
// a filter change goes to page 1 and clears the search, a vendor resets the classification, pages
// beyond the total are ignored), and the page comes from the gateway one page at a time (engine
// gamesRequest: gamesList, or the member's favouriteList and recentList). A choice waits briefly
// for its page before it moves the URL (./use-navigate-when-ready.ts), so it is drawn once, with
// its games; while a slower page loads the current one stays (keepPreviousData): the grid never
// collapses.
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  gamesRequest,
  isGameType,
  lobbyQueryOf,
  lobbyStateFromQuery,
  lobbyStep,
  type ActionPayload,
  type ApiGame,
  type GamesRequest,
  type GameType,
  type LobbyEvent,
  type LobbyState,
} from '../../../engine';
import { prefetchGatewayRead, useGatewayClient, useGatewayQuery, useHasToken } from '../../lib/api';
import { useAfterFirstPaint } from '../../lib/browser/after-first-paint';
import { useModal } from '../modals/use-modal';
import { useIsLoggedIn } from '../session/session-context';
import { useNavigateWhenReady } from './use-navigate-when-ready';

/** The home keeps its game menu tab in the URL too (`/?type=HOT`). */
export const GAME_TYPE_PARAM = 'type';

interface GamesPage {
  games: ApiGame[];
  totalPages: number;
}

/** The page of games a lobby state shows, whichever list it comes from. */
function useGamesPage(state: LobbyState) {
  const request = gamesRequest(state);
  const shown = state.gameType !== 'HOME';
  const options = { placeholderData: keepPreviousData };
  const list = useGatewayQuery(
    'gamesList',
    request.action === 'gamesList' ? request.payload : undefined,
    { ...options, enabled: shown && request.action === 'gamesList' },
  );
  const favourites = useGatewayQuery(
    'favouriteList',
    request.action === 'favouriteList' ? request.payload : undefined,
    { ...options, enabled: shown && request.action === 'favouriteList' },
  );
  const recent = useGatewayQuery(
    'recentList',
    request.action === 'recentList' ? request.payload : undefined,
    { ...options, enabled: shown && request.action === 'recentList' },
  );
  const query =
    request.action === 'gamesList'
      ? list
      : request.action === 'favouriteList'
        ? favourites
        : recent;
  const page: GamesPage | undefined =
    request.action === 'gamesList'
      ? list.data && { games: list.data.games, totalPages: list.data.totalPages }
      : request.action === 'favouriteList'
        ? favourites.data && {
            games: favourites.data.content,
            totalPages: favourites.data.totalPages,
          }
        : recent.data && { games: recent.data.list, totalPages: recent.data.totalPages };
  return { page, query };
}

/**
 * Starts fetching a lobby page ahead of its render: at the click, before the router and React
 * redraw the page, and the next page once one is shown (a player paging on finds it ready). The
 * query hook then finds the answer or the call in flight under the same key; the promise settles
 * when the answer is in.
 */
function usePrefetchPage() {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const hasToken = useHasToken();
  return useCallback(
    (request: GamesRequest) => {
      const read = <N extends GamesRequest['action']>(name: N, payload: ActionPayload<N>) =>
        prefetchGatewayRead(queryClient, client, hasToken, name, payload);
      switch (request.action) {
        case 'gamesList':
          return read('gamesList', request.payload);
        case 'favouriteList':
          return read('favouriteList', request.payload);
        case 'recentList':
          return read('recentList', request.payload);
      }
    },
    [client, hasToken, queryClient],
  );
}

export function useLobby(fixedGameType?: GameType) {
  const [params, setParams] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const { open } = useModal();
  const typeParam = params.get(GAME_TYPE_PARAM);
  const gameType: GameType = fixedGameType ?? (isGameType(typeParam) ? typeParam : 'HOME');
  const base = lobbyStateFromQuery(params, gameType);
  const { page, query } = useGamesPage(base);
  const state: LobbyState = { ...base, totalPages: page?.totalPages ?? 1 };
  const prefetch = usePrefetchPage();
  const navigateWhenReady = useNavigateWhenReady();

  const shownPage = query.isPlaceholderData ? null : state.page;
  const nextRequest =
    shownPage !== null && gameType !== 'HOME' && state.page < state.totalPages
      ? gamesRequest({ ...state, page: state.page + 1 })
      : null;
  const nextKey = nextRequest && JSON.stringify(nextRequest);
  // Not before the page has painted: on a first load the next page would share the network with
  // the shown page's pictures.
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (nextKey && painted) void prefetch(JSON.parse(nextKey) as GamesRequest);
  }, [nextKey, painted, prefetch]);

  /** One choice, or several in a row (the home's search box: SEARCH, then the text). */
  const dispatch = (...events: LobbyEvent[]) => {
    let next = state;
    for (const event of events) {
      const step = lobbyStep(next, event, { loggedIn });
      if (step.openLogin) return open('login');
      next = step.state;
    }
    if (next === state) return;
    const entries = lobbyQueryOf(next);
    if (!fixedGameType && next.gameType !== 'HOME') {
      entries.unshift([GAME_TYPE_PARAM, next.gameType]);
    }
    const navigate = () => setParams(entries, { preventScrollReset: true });
    if (next.gameType === 'HOME') return navigate();
    navigateWhenReady(prefetch(gamesRequest(next)), navigate);
  };

  return {
    state,
    dispatch,
    games: page?.games,
    /**
     * A page other than the one shown is on its way (not a background refresh of the same page).
     */
    loading: query.isPending || query.isPlaceholderData,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
