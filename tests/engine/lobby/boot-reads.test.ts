// A page's early reads (engine/lobby/boot-reads.ts): the exact requests a visitor's gateway client
// makes as the page boots, which the build writes into the page and its entry starts at once.
import { describe, expect, it } from 'vitest';
import { createApiClient, earlyReads, FIRST_SCREEN_IMAGES, type EarlyReads } from '../../../engine';

const skin = {
  merchantCode: 'MC1001',
  locales: { default: 'pt', available: ['pt', 'en'] },
  api: { baseUrl: '', paths: {}, socketUrl: '', timeoutMs: 10_000 },
} as unknown as Parameters<typeof earlyReads>[0];

const HEADERS = {
  Accept: 'application/json',
  'X-Language': 'pt',
  'X-Client-Type': '3',
  'X-Merchant-Code': 'MC1001',
};

describe('a page’s early reads', () => {
  it('are the permission, the registration settings and rules and the vendors on every page', () => {
    expect(earlyReads(skin, '/')).toEqual<EarlyReads>({
      path: '/',
      reads: [
        {
          url: '/wps/system/permission',
          headers: HEADERS,
          sessionFree: true,
          namesImageCdns: true,
        },
        { url: '/wps/register/settings', headers: HEADERS, sessionFree: true },
        { url: '/wps/register/rules', headers: HEADERS, sessionFree: true },
        { url: '/lgw/vendors?platform=html5-desktop', headers: HEADERS, sessionFree: true },
      ],
    });
  });

  it('add a category lobby’s first page of games, for its own address only, and for visitors', () => {
    const reads = earlyReads(skin, '/rng').reads;
    expect(reads).toHaveLength(5);
    // A member's games carry their favourite flags: the read is a visitor's only.
    expect(reads[4]).toEqual({
      url: '/lgw/games?pageNo=1&pageSize=15&gameType=RNG',
      headers: HEADERS,
      pathOnly: true,
      firstImages: FIRST_SCREEN_IMAGES,
    });
    // A game centre shows its vendors, not a page of games.
    expect(earlyReads(skin, '/sports').reads).toHaveLength(4);
  });

  it('go to the skin’s gateway and path overrides, as its client does', () => {
    const operator = {
      ...skin,
      api: { ...skin.api, baseUrl: 'https://gw.example.com/', paths: { permission: '/api/perm' } },
    } as typeof skin;
    expect(
      earlyReads(operator, '/')
        .reads.map((read) => read.url)
        .slice(0, 2),
    ).toEqual(['https://gw.example.com/api/perm', 'https://gw.example.com/wps/register/settings']);
  });

  it('are, request for request, what a visitor’s client sends in the default language', async () => {
    const sent: { url: string; headers: Record<string, string> }[] = [];
    const client = createApiClient({
      baseUrl: '',
      paths: {},
      timeoutMs: 1000,
      merchantCode: 'MC1001',
      getToken: () => null,
      getLanguage: () => 'pt',
      fetch: async (url, init) => {
        sent.push({ url: String(url), headers: init?.headers as Record<string, string> });
        return new Response('{"success":true,"message":"","value":{}}');
      },
    });
    await Promise.allSettled([
      client.call('permission', undefined),
      client.call('registrationSettings', undefined),
      client.call('registrationRules', undefined),
      client.call('gameVendors', { platform: 'html5-desktop' }),
      client.call('gamesList', { pageNo: 1, pageSize: 15, gameType: 'RNG' }),
    ]);
    expect(sent).toEqual(
      earlyReads(skin, '/rng').reads.map(({ url, headers }) => ({ url, headers })),
    );
  });
});
