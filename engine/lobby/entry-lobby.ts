// A category lobby is an entry page (links and ads land on /rng, /live…): its first page of games
// does not depend on the permission call, so it is one of the page's boot reads
// (./boot-reads.ts), asked for beside that call instead of after boot has rendered the
// lobby. The request is the one the lobby itself makes (gamesRequest over the address's state), so
// the lobby finds the answer under its own key.
import { CATEGORY_PAGE_KINDS, categoryOfPath } from '../site/category-pages';
import { gamesRequest, type GamesRequest } from './games-request';
import { lobbyStateFromQuery, type QueryReader } from './lobby-query';

/** The first page a category game list at `pathname` shows, or null for any other page. */
export function entryLobbyRequest(
  pathname: string,
  query: QueryReader,
): Extract<GamesRequest, { action: 'gamesList' }> | null {
  const category = categoryOfPath(pathname);
  if (!category || CATEGORY_PAGE_KINDS[category] !== 'list') return null;
  const request = gamesRequest(lobbyStateFromQuery(query, category));
  return request.action === 'gamesList' ? request : null;
}
