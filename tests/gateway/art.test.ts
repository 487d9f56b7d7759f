// The gateway's pictures over HTTP (gateway/art/, routes/art.ts): a thumbnail of its own for every
// game, a mark for every vendor, key art for promotions, goods, banners, VIP levels and prizes, and
// avatars; each the size its value says, safe under any Content-Security-Policy, cached by version
// and drawn the same by every gateway.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveImageUrl, type ApiGame } from '../../engine';
import { startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;
let imageCdns: string[];

beforeAll(async () => {
  gateway = await startTestGateway();
  imageCdns = (await gateway.client().call('permission', {})).info.imageCDNs;
});

afterAll(async () => {
  await gateway?.close();
});

interface Picture {
  status: number;
  headers: Headers;
  body: string;
}

/** A picture's answer; a path is asked of the gateway `on`, whose image CDN is its own origin. */
async function picture(url: string, init?: RequestInit, on = gateway): Promise<Picture> {
  const absolute = url.startsWith('/') ? `${on.url}${url}` : resolveImageUrl(url, imageCdns);
  const response = await fetch(absolute, init);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The pictures of `urls`, eight requests at a time. */
async function pictures(urls: readonly string[], on = gateway): Promise<Picture[]> {
  const answers: Picture[] = [];
  for (let start = 0; start < urls.length; start += 8) {
    answers.push(
      ...(await Promise.all(
        urls.slice(start, start + 8).map((url) => picture(url, undefined, on)),
      )),
    );
  }
  return answers;
}

/**
 * Each URL's type and status from a HEAD request, 16 at a time over kept-alive sockets: node:http
 * costs the client (which shares this process with the gateway) a fraction of what fetch does.
 */
async function headStatuses(urls: readonly string[]): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const head = (url: string) =>
    new Promise<string>((resolve, reject) => {
      http
        .request(url, { method: 'HEAD', agent }, (response) => {
          response.resume();
          resolve(`${response.headers['content-type']} ${response.statusCode}`);
        })
        .on('error', reject)
        .end();
    });
  const statuses: string[] = [];
  try {
    for (let start = 0; start < urls.length; start += 16) {
      statuses.push(...(await Promise.all(urls.slice(start, start + 16).map(head))));
    }
  } finally {
    agent.destroy();
  }
  return statuses;
}

/** The size an SVG says it is drawn for. */
function drawnSize(svg: string): { width: number; height: number } {
  const [, width, height] = /^<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
  return { width: Number(width), height: Number(height) };
}

/** What a picture looks like, whatever its sparkles' places: its motif, colours and layers. */
function look(svg: string): string {
  const motif = /Motif "([^"]+)"/.exec(svg)?.[1];
  const colours = [...new Set(svg.match(/#[0-9a-f]{6}/g))].sort().join(',');
  const layers = (svg.match(/<[a-zA-Z]+/g) ?? []).join('');
  return `${motif}|${colours}|${layers}`;
}

async function lobbyGames(count: number): Promise<ApiGame[]> {
  const client = gateway.client();
  const pages = await Promise.all(
    Array.from({ length: Math.ceil(count / 100) }, (_, index) =>
      client.call('gamesList', { pageSize: 100, pageNo: index + 1 }),
    ),
  );
  return pages.flatMap((page) => page.games).slice(0, count);
}

describe('game thumbnails', () => {
  it('gives 200 games of the lobby 200 pictures, at least 190 of them looking different', async () => {
    const games = await lobbyGames(200);
    const bodies = (await pictures(games.map((game) => game.iconUrl))).map((answer) => answer.body);
    expect(new Set(bodies).size).toBeGreaterThanOrEqual(190);
    expect(new Set(bodies.map(look)).size).toBeGreaterThanOrEqual(190);
  });

  it('draws a motif and no text, script or outside reference, in a few KB', async () => {
    const games = await lobbyGames(100);
    for (const { body } of await pictures(games.map((game) => game.iconUrl))) {
      expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
      expect(body).toMatch(
        /<!-- Motif "[a-z0-9-]+" from Game Icons \(game-icons\.net\), CC BY 3\.0/,
      );
      expect(body).not.toMatch(/<(text|script|style|image|foreignObject|a)[\s>]/i);
      expect(body).not.toMatch(/\son[a-z]+=/i);
      expect(body.match(/href="[^"]*"/g)?.every((href) => href.startsWith('href="#'))).toBe(true);
      expect(body.match(/url\([^)]*\)/g)?.every((url) => url.startsWith('url(#'))).toBe(true);
      expect(body.length).toBeLessThan(8 * 1024);
    }
  });

  it('says the size each icon is drawn for, and draws the large icon twice as large', async () => {
    const [game] = await lobbyGames(1);
    expect(game.iconSize).toEqual({ width: 240, height: 240 });
    expect(drawnSize((await picture(game.iconUrl)).body)).toEqual(game.iconSize);
    expect(drawnSize((await picture(game.lagerIcon)).body)).toEqual({ width: 480, height: 480 });
  });

  it("answers an image's headers: its type, nosniff, a CSP that runs nothing, and its ETag", async () => {
    const [game] = await lobbyGames(1);
    const { status, headers } = await picture(game.iconUrl);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('image/svg+xml');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
  });

  it('lets a versioned URL be cached for a year as immutable, any other for an hour', async () => {
    const [game] = await lobbyGames(1);
    expect(game.iconUrl).toMatch(/\.svg\?v=\w+$/);
    expect((await picture(game.iconUrl)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    const unversioned = game.iconUrl.replace(/\?.*$/, '');
    const stale = game.iconUrl.replace(/v=\w+/, 'v=old');
    for (const url of [unversioned, stale]) {
      expect((await picture(url)).headers.get('cache-control')).toBe('public, max-age=3600');
    }
  });

  it('answers 304 and no body to a cache that holds the picture', async () => {
    const [game] = await lobbyGames(1);
    const etag = (await picture(game.iconUrl)).headers.get('etag')!;
    for (const ifNoneMatch of [etag, `"other", W/${etag}`]) {
      const again = await picture(game.iconUrl, { headers: { 'If-None-Match': ifNoneMatch } });
      expect([again.status, again.body, again.headers.get('etag')]).toEqual([304, '', etag]);
    }
    expect((await picture(game.iconUrl, { headers: { 'If-None-Match': '"other"' } })).status).toBe(
      200,
    );
  });

  it("resolves every catalogue game's icon, sub-games of the lobbies included", async () => {
    // A lobby's sub-games are listed to members (vassGameType needs a token).
    const client = gateway.client({ token: await gateway.login('player01', 'Player123') });
    const first = await client.call('gamesList', { pageSize: 100 });
    const pages = await Promise.all(
      Array.from({ length: first.totalPages - 1 }, (_, index) =>
        client.call('gamesList', { pageSize: 100, pageNo: index + 2 }),
      ),
    );
    const games = [first, ...pages].flatMap((page) => page.games);
    const lobbies = games.filter((game) => game.isGame === 'VASSALAGE');
    const subGames = (
      await Promise.all(
        lobbies.map((lobby) => client.call('vassGameType', { nodeId: lobby.nodeId })),
      )
    ).flatMap((answer) => answer.list);
    expect(games.length + subGames.length).toBeGreaterThan(9800);
    const urls = [...games, ...subGames].map((game) => resolveImageUrl(game.iconUrl, imageCdns));
    const failed = (await headStatuses(urls)).filter((answer) => answer !== 'image/svg+xml 200');
    expect(failed).toEqual([]);
  }, 120_000);

  it('answers 404 for a game, kind or file that does not exist', async () => {
    for (const path of [
      '/lgw/art/games/NOPE.svg',
      '/lgw/art/games/PT_RNG_0001.png',
      '/lgw/art/posters/1.svg',
      '/lgw/art/avatars/0.svg',
      '/lgw/art/avatars/1000.svg',
      '/lgw/art/vip/9.svg',
      '/lgw/art/prizes/-5.svg',
      '/lgw/art/promotions/99999.svg',
    ]) {
      const answer = await gateway.raw(path);
      expect([path, answer.status, answer.body.code]).toEqual([path, 404, 'NOT_FOUND']);
      expect(answer.body.message).toContain('expected /lgw/art/<games|vendors|');
    }
  });
});

describe('vendor marks', () => {
  it('gives each provider code a 2:1 mark with its code fitted inside, and says its size', async () => {
    const lanes = (await gateway.client().call('gameVendors', {})).data.lanes;
    const cards = [
      ...new Map(
        lanes.flatMap((lane) => lane.cards).map((card) => [card.vassalage, card]),
      ).values(),
    ];
    // spec 001 §9: provider codes with logos per category.
    const SPEC_CODES =
      'AG BBIN CQ9 GG PT RTG BG DG EA LOTUS OG TGP KX KY TH WS XY AE ISB MG MGS PNG TTG WD IBC SBT UG';
    expect(
      SPEC_CODES.split(' ').every((code) => cards.some((card) => card.vassalage === code)),
    ).toBe(true);
    const marks = await pictures(cards.map((card) => card.iconUrl));
    cards.forEach((card, index) => {
      const { body } = marks[index];
      expect(card.iconSize).toEqual({ width: 200, height: 100 });
      expect(drawnSize(body)).toEqual(card.iconSize);
      const words = [...body.matchAll(/<text [^>]*textLength="([\d.]+)"[^>]*>([^<]+)<\/text>/g)];
      expect(words.map(([, , text]) => text).join(' ')).toBe(card.vassalage.replaceAll('_', ' '));
      expect(words.every(([, length]) => Number(length) <= 92)).toBe(true);
    });
    expect(new Set(marks.map((mark) => look(mark.body))).size).toBe(cards.length);
  });
});

describe('key art', () => {
  it("draws a promotion's card 16:9 without its title, the same picture in every language", async () => {
    const inPt = (await gateway.client({ language: 'pt' }).call('promotions', {})).list;
    const inEn = (await gateway.client({ language: 'en' }).call('promotions', {})).list;
    expect(inPt.map((promotion) => promotion.imageUrl)).toEqual(
      inEn.map((promotion) => promotion.imageUrl),
    );
    const cards = await pictures(inPt.map((promotion) => promotion.imageUrl));
    inPt.forEach((promotion, index) => {
      expect(promotion.imageSize).toEqual({ width: 640, height: 360 });
      expect(drawnSize(cards[index].body)).toEqual(promotion.imageSize);
      expect(cards[index].body).not.toContain('<text');
      expect(cards[index].headers.get('cache-control')).toBe('public, max-age=3600');
    });
    expect(new Set(cards.map((card) => look(card.body))).size).toBe(inPt.length);
  });

  it("pictures each prize of a raffle's wheel, richer as the prize grows", async () => {
    const promotions = (await gateway.client().call('promotions', {})).list;
    const raffle = promotions.find((promotion) => promotion.mode === 'raffle' && promotion.prizes);
    expect(raffle?.prizeImageUrls).toHaveLength(raffle!.prizes!.length);
    expect(raffle?.prizeImageSize).toEqual({ width: 120, height: 120 });
    const prizes = await pictures(raffle!.prizeImageUrls!);
    const motifs = prizes.map(({ body }) => /Motif "([^"]+)"/.exec(body)?.[1]);
    expect(motifs[0]).toBe('two-coins');
    expect(new Set(motifs).size).toBeGreaterThan(2);
  });

  it('draws each points-mall good 4:3 without its name', async () => {
    const token = await gateway.login('player01', 'Player123');
    const goods = (await gateway.client({ token }).call('pointsRewards')).list;
    const drawn = await pictures(goods.map((good) => good.imageUrl));
    goods.forEach((good, index) => {
      expect(good.imageSize).toEqual({ width: 480, height: 360 });
      expect(drawnSize(drawn[index].body)).toEqual(good.imageSize);
      expect(drawn[index].body).not.toContain('<text');
    });
  });

  it("gives every VIP level a badge of its own, each the size the ladder's value says", async () => {
    const token = await gateway.login('player01', 'Player123');
    const { levels } = await gateway.client({ token }).call('vip');
    const badges = await pictures(levels.map((level) => level.imageUrl!));
    expect(levels.every((level) => level.imageSize?.width === 240)).toBe(true);
    expect(new Set(badges.map((badge) => look(badge.body))).size).toBe(levels.length);
  });

  it('draws every group’s banner 3:1 without words, one picture for every language', async () => {
    const banners = async (language: 'pt' | 'en') =>
      (await gateway.client({ language }).call('announcements', {})).banners;
    const [inPt, inEn] = [await banners('pt'), await banners('en')];
    expect(new Set(inPt.map((entry) => entry.groupName))).toEqual(
      new Set(['w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu']),
    );
    // The site draws the title and subtitle over the picture, in the page's language.
    expect(inEn.map((entry) => entry.url)).toEqual(inPt.map((entry) => entry.url));
    const drawn = await pictures(inPt.map((entry) => entry.url));
    inPt.forEach((entry, index) => {
      expect(entry.imageSize).toEqual({ width: 1200, height: 400 });
      expect(drawnSize(drawn[index].body)).toEqual(entry.imageSize);
      expect(drawn[index].body, `${entry.groupName} banner ${entry.id}`).not.toContain('<text');
    });
  });
});

describe('avatars', () => {
  it("answers the member's avatar and draws the avatars apart", async () => {
    const token = await gateway.login('player01', 'Player123');
    const { iconUrl, iconSize } = await gateway.client({ token }).call('memberIcon');
    expect(iconSize).toEqual({ width: 120, height: 120 });
    expect(drawnSize((await picture(iconUrl)).body)).toEqual(iconSize);
    const avatars = await pictures(
      Array.from({ length: 20 }, (_, index) => `/lgw/art/avatars/${index + 1}.svg`),
    );
    expect(new Set(avatars.map((avatar) => look(avatar.body))).size).toBe(20);
  });
});

describe('two gateways', () => {
  it('draw every kind of picture byte for byte the same', async () => {
    const other = await startTestGateway();
    try {
      const client = gateway.client();
      const games = (await client.call('gamesList', { pageSize: 30, gameType: 'LIVE' })).games;
      const lanes = (await client.call('gameVendors', {})).data.lanes;
      const promotions = (await client.call('promotions', {})).list;
      const banners = (await client.call('announcements', {})).banners;
      const paths = [
        ...games.flatMap((game) => [game.iconUrl, game.lagerIcon]),
        ...lanes.flatMap((lane) => lane.cards.map((card) => card.iconUrl)),
        ...promotions.flatMap((promotion) => [
          promotion.imageUrl,
          ...(promotion.prizeImageUrls ?? []),
        ]),
        ...banners.map((entry) => entry.url),
        ...[1, 2, 3].map((number) => `/lgw/art/avatars/${number}.svg`),
        ...[1, 4, 8].map((level) => `/lgw/art/vip/${level}.svg`),
      ].map((url) => url.replace(/^https?:\/\/[^/]+/, ''));
      const here = await pictures(paths);
      const there = await pictures(paths, other);
      expect(here.every((answer) => answer.status === 200)).toBe(true);
      expect(there.map((answer) => answer.body)).toEqual(here.map((answer) => answer.body));
    } finally {
      await other.close();
    }
  }, 120_000);
});
