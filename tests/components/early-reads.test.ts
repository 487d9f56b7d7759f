// The page's entry starts the early reads its HTML names, and the gateway client takes each as its
// own request once (src/lib/browser/early-reads.ts); anything else goes to the network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyReads } from '../../engine';
import {
  EARLY_READS_ELEMENT_ID,
  startEarlyReads,
  takeEarlyRead,
  withEarlyReads,
} from '../../src/lib/browser/early-reads';

const HEADERS = { Accept: 'application/json', 'X-Language': 'pt', 'X-Merchant-Code': 'MC1001' };
const PAGE: EarlyReads = {
  path: '/rng',
  reads: [
    { url: '/wps/system/permission', headers: HEADERS, sessionFree: true },
    { url: '/lgw/games?pageNo=1&pageSize=15&gameType=RNG', headers: HEADERS, pathOnly: true },
  ],
};
const MEMBER = { ...HEADERS, Authorization: 'Bearer member-token' };

function pageWith(content: string | null): Document {
  const document = window.document.implementation.createHTMLDocument('page');
  if (content !== null) {
    const script = document.createElement('script');
    script.id = EARLY_READS_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = content;
    document.head.append(script);
  }
  return document;
}

function fakeFetch() {
  return vi.fn<typeof fetch>(async (url) => new Response(`answer of ${String(url)}`));
}

afterEach(() => {
  // Leave no read behind for the next test.
  for (const read of PAGE.reads) takeEarlyRead(read.url, { headers: read.headers });
});

describe('early reads', () => {
  it('start every read of the page at its own address, each with its headers', () => {
    const fetch = fakeFetch();
    startEarlyReads(pageWith(JSON.stringify(PAGE)), { pathname: '/rng', search: '' }, fetch);
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.headers])).toEqual([
      ['/wps/system/permission', HEADERS],
      ['/lgw/games?pageNo=1&pageSize=15&gameType=RNG', HEADERS],
    ]);
  });

  it('leave out the page’s own reads at another address or with a query', () => {
    for (const location of [
      { pathname: '/member', search: '' },
      { pathname: '/rng', search: '?page=2' },
    ]) {
      const fetch = fakeFetch();
      startEarlyReads(pageWith(JSON.stringify(PAGE)), location, fetch);
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/wps/system/permission']);
      takeEarlyRead('/wps/system/permission', { headers: HEADERS });
    }
  });

  it('start nothing on a page without the block, or with a damaged one', () => {
    for (const content of [null, '{"path": "/rng", "reads": [', '{"reads": 3}']) {
      const fetch = fakeFetch();
      startEarlyReads(pageWith(content), { pathname: '/rng', search: '' }, fetch);
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('give a read to the first request that is the same, whatever its headers’ order, and only once', async () => {
    startEarlyReads(pageWith(JSON.stringify(PAGE)), { pathname: '/rng', search: '' }, fakeFetch());
    const reversed = Object.fromEntries(Object.entries(HEADERS).reverse());
    const taken = takeEarlyRead('/wps/system/permission', { method: 'GET', headers: reversed });
    expect(await (await taken!).text()).toBe('answer of /wps/system/permission');
    expect(takeEarlyRead('/wps/system/permission', { headers: HEADERS })).toBeNull();
  });

  it('give none to a request with other headers, another URL or a body', () => {
    startEarlyReads(pageWith(JSON.stringify(PAGE)), { pathname: '/rng', search: '' }, fakeFetch());
    const url = '/wps/system/permission';
    expect(takeEarlyRead(url, { headers: { ...HEADERS, 'X-Language': 'en' } })).toBeNull();
    expect(takeEarlyRead(`${url}?x=1`, { headers: HEADERS })).toBeNull();
    expect(takeEarlyRead(url, { method: 'POST', headers: HEADERS, body: '{}' })).toBeNull();
    expect(takeEarlyRead(url, { headers: HEADERS })).not.toBeNull();
  });

  it('give a member’s request, token aside, a read whose answer is the same for everyone, and only that', async () => {
    startEarlyReads(pageWith(JSON.stringify(PAGE)), { pathname: '/rng', search: '' }, fakeFetch());
    const games = '/lgw/games?pageNo=1&pageSize=15&gameType=RNG';
    expect(takeEarlyRead(games, { headers: MEMBER })).toBeNull();
    const permission = takeEarlyRead('/wps/system/permission', { headers: MEMBER });
    expect(await (await permission!).text()).toBe('answer of /wps/system/permission');
    expect(takeEarlyRead(games, { headers: HEADERS })).not.toBeNull();
  });

  it('serve the client’s fetch: an early read when it matches, the network otherwise', async () => {
    startEarlyReads(pageWith(JSON.stringify(PAGE)), { pathname: '/rng', search: '' }, fakeFetch());
    const network = vi.fn<typeof fetch>(async () => new Response('from the network'));
    const clientFetch = withEarlyReads(network);
    const first = await clientFetch('/wps/system/permission', { headers: HEADERS });
    const second = await clientFetch('/wps/system/permission', { headers: HEADERS });
    expect(await first.text()).toBe('answer of /wps/system/permission');
    expect(await second.text()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('abort a read when the request that took it gives up, as its own fetch would be', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        ),
    );
    startEarlyReads(pageWith(JSON.stringify(PAGE)), { pathname: '/member', search: '' }, hanging);
    const timeout = new AbortController();
    const taken = takeEarlyRead('/wps/system/permission', {
      headers: HEADERS,
      signal: timeout.signal,
    });
    timeout.abort(new Error('No answer within 15000 ms'));
    await expect(taken).rejects.toThrow('No answer within 15000 ms');
  });

  it('fetch the first pictures of a lobby’s answer on the permission’s image CDN, and leave both answers whole', async () => {
    const games = '/lgw/games?pageNo=1&pageSize=15&gameType=RNG';
    const answers: Record<string, unknown> = {
      '/wps/system/permission': { value: { info: { imageCDNs: ['https://img.example.com/'] } } },
      [games]: {
        value: {
          games: [
            { iconUrl: '/art/a.svg' },
            { iconUrl: 'https://other.example.com/b.svg' },
            { iconUrl: '/art/c.svg' },
          ],
        },
      },
    };
    const fetch = vi.fn<typeof globalThis.fetch>(
      async (url) => new Response(JSON.stringify(answers[String(url)] ?? {})),
    );
    const page: EarlyReads = {
      path: '/rng',
      reads: [
        { ...PAGE.reads[0]!, namesImageCdns: true },
        { ...PAGE.reads[1]!, firstImages: 2 },
      ],
    };
    const document = pageWith(JSON.stringify(page));
    startEarlyReads(document, { pathname: '/rng', search: '' }, fetch);
    const preloads = () => [
      ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'),
    ];
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    expect(preloads().map((link) => [link.as, link.href, link.fetchPriority])).toEqual([
      ['image', 'https://img.example.com/art/a.svg', 'high'],
      ['image', 'https://other.example.com/b.svg', undefined],
    ]);
    const taken = await takeEarlyRead(games, { headers: HEADERS });
    expect(await taken!.json()).toEqual(answers[games]);
  });

  it('fetch no picture for an answer that is not a page of games, and do not fail over it', async () => {
    const document = pageWith(
      JSON.stringify({ path: '/rng', reads: [{ ...PAGE.reads[1]!, firstImages: 6 }] }),
    );
    startEarlyReads(document, { pathname: '/rng', search: '' }, fakeFetch());
    const taken = takeEarlyRead(PAGE.reads[1]!.url, { headers: HEADERS });
    expect(await (await taken!).text()).toBe(`answer of ${PAGE.reads[1]!.url}`);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });

  it('hand a failed read to the request that takes it, as a network failure to retry', async () => {
    const failing = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyReads(pageWith(JSON.stringify(PAGE)), { pathname: '/member', search: '' }, failing);
    await expect(takeEarlyRead('/wps/system/permission', { headers: HEADERS })).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
