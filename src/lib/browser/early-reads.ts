// Early reads: the gateway reads a page makes as it boots (engine/lobby/boot-reads.ts), started by
// the page's entry as soon as it runs, while the runtime's script is still downloading, instead of
// after it has been evaluated and rendered. The build writes each read as the exact request the
// gateway client will make (`<script id="early-reads">`: URL and headers, in the skin's default
// language, with no session), and the client adopts an early read whose request is the same as its
// own, once (takeEarlyRead): a member's request, which carries its token, only for a read whose
// answer does not depend on the session. Any other request — another language, a retry — goes to
// the network as usual. A lobby's read also fetches its first screen's pictures the moment it
// arrives (preloadFirstImages). Part of the entry chunk: of the engine, its types and what
// engine/entry.ts gives the entry; no React.
import type { ActionValue, ApiEnvelope, EarlyRead, EarlyReads } from '../../../engine';
import { resolveImageUrl } from '../../../engine/entry';

export const EARLY_READS_ELEMENT_ID = 'early-reads';

interface Started {
  response: Promise<Response>;
  sessionFree: boolean;
  /** Aborts the read: the request that took it gave up (its timeout, or its query went away). */
  controller: AbortController;
}

const started = new Map<string, Started>();

/** The same key for the same GET request, whatever order its headers were written in. */
function requestKey(url: string, headers: Record<string, string>): string {
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name.toLowerCase()}: ${value}`)
    .sort();
  return [url, ...lines].join('\n');
}

function readsOf(document: Document): EarlyReads | null {
  const text = document.getElementById(EARLY_READS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<EarlyReads>;
    return typeof parsed.path === 'string' && Array.isArray(parsed.reads)
      ? (parsed as EarlyReads)
      : null;
  } catch {
    // A page whose block is damaged boots as one without: every read goes out from the client.
    return null;
  }
}

/** Starts the page's early reads; `location` decides whether the page's own reads apply. */
export function startEarlyReads(
  document: Document,
  location: Pick<Location, 'pathname' | 'search'>,
  fetch: typeof globalThis.fetch,
): void {
  const page = readsOf(document);
  if (!page) return;
  const atPageItself = location.pathname === page.path && location.search === '';
  let imageCdns: Promise<Response> | undefined;
  const lobbies: [Promise<Response>, EarlyRead][] = [];
  for (const read of page.reads) {
    if (read.pathOnly && !atPageItself) continue;
    const controller = new AbortController();
    const response = fetch(read.url, { headers: read.headers, signal: controller.signal });
    // Unhandled until taken: a failed read rejects the call that takes it, which retries.
    response.catch(() => undefined);
    started.set(requestKey(read.url, read.headers), {
      response,
      controller,
      sessionFree: read.sessionFree === true,
    });
    if (read.namesImageCdns) imageCdns = response;
    if (read.firstImages) lobbies.push([response, read]);
  }
  for (const [games, read] of lobbies) {
    preloadFirstImages(document, games, imageCdns, read.firstImages ?? 0);
  }
}

/** The answer's value, read from a copy so the client that takes the read still has its body. */
async function valueOf<T>(response: Promise<Response> | undefined): Promise<T | undefined> {
  if (!response) return undefined;
  const envelope = (await (await response).clone().json()) as Partial<ApiEnvelope<T>>;
  return envelope.value ?? undefined;
}

/**
 * Asks for the first `count` games' pictures as soon as the lobby's answer (and the permission's,
 * which names their CDN) is here, as the grid's <img> will: the first at high priority, since it is
 * the page's largest paint. Anything unexpected leaves the pictures to the grid.
 */
function preloadFirstImages(
  document: Document,
  games: Promise<Response>,
  imageCdns: Promise<Response> | undefined,
  count: number,
): void {
  Promise.all([
    valueOf<ActionValue<'gamesList'>>(games),
    valueOf<ActionValue<'permission'>>(imageCdns),
  ]).then(
    ([lobby, permission]) => {
      const cdns = permission?.info?.imageCDNs;
      lobby?.games?.slice(0, count).forEach((game, index) => {
        if (typeof game.iconUrl !== 'string' || !game.iconUrl) return;
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = resolveImageUrl(game.iconUrl, cdns);
        if (index === 0) link.fetchPriority = 'high';
        document.head.append(link);
      });
    },
    () => undefined,
  );
}

/** The read this request may take: the same request, or the same but for a member's token. */
function matchingRead(url: string, headers: Record<string, string>): [string, Started] | null {
  const key = requestKey(url, headers);
  const same = started.get(key);
  if (same) return [key, same];
  const withoutToken = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'authorization'),
  );
  const tokenless = requestKey(url, withoutToken);
  const read = started.get(tokenless);
  return read?.sessionFree ? [tokenless, read] : null;
}

/**
 * The early read of this request, once; null for any other (a write, another URL or other headers,
 * a read already taken). The request's signal aborts the read as it would its own fetch.
 */
export function takeEarlyRead(url: string, init: RequestInit = {}): Promise<Response> | null {
  if ((init.method ?? 'GET') !== 'GET' || init.body != null || started.size === 0) return null;
  const headers =
    init.headers instanceof Headers || Array.isArray(init.headers)
      ? Object.fromEntries(new Headers(init.headers))
      : (init.headers ?? {});
  const match = matchingRead(url, headers);
  if (!match) return null;
  const [key, read] = match;
  started.delete(key);
  const signal = init.signal;
  if (signal) {
    const abort = () => read.controller.abort(signal.reason);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  }
  return read.response;
}

/** A fetch that serves the early reads it matches and sends everything else to `fetch`. */
export function withEarlyReads(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) =>
    (typeof input === 'string' ? takeEarlyRead(input, init) : null) ?? fetch(input, init);
}
