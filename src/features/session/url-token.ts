// Spec 000 §7: "The token may come from the URL query" (an operator's app or another site hands the
// player over logged in). The token is taken out of the address at once, so it is neither
// bookmarked, shared, nor sent on as a Referer.
import { TOKEN_QUERY_PARAMETER } from './session-keys';

export function takeUrlToken(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get(TOKEN_QUERY_PARAMETER);
  if (token === null) return null;
  url.searchParams.delete(TOKEN_QUERY_PARAMETER);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token.trim() || null;
}
