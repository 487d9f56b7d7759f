import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, moneyCents, resolveImageUrl } from '../../engine';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('the games list', () => {
  it('serves visitors about 10,000 games, 15 a page, with totalPages', async () => {
    const all = await gateway.client().call('gamesList', {});
    expect(all.pageSize).toBe(15);
    expect(all.games).toHaveLength(15);
    expect(all.total).toBeGreaterThan(9800);
    expect(all.totalPages).toBe(Math.ceil(all.total / 15));
    expect(all.games[0]).not.toHaveProperty('isFavourite');
  });

  it('narrows by category, vendor and classification', async () => {
    const client = gateway.client();
    const slots = await client.call('gamesList', {
      gameType: 'RNG',
      vassalage: 'PNG',
      gameClassify: 'MEGAWAYS',
      pageSize: 100,
    });
    expect(slots.total).toBeGreaterThan(0);
    expect(
      slots.games.every(
        (game) =>
          game.gameType === 'RNG' && game.vassalage === 'PNG' && game.gameClassify === 'MEGAWAYS',
      ),
    ).toBe(true);
    const png = await client.call('gamesList', { gameType: 'RNG', vassalage: 'PNG' });
    expect(png.total).toBeGreaterThan(slots.total);
  });

  it('searches by part of the name: trimmed, any case, accents ignored', async () => {
    const client = gateway.client();
    const dragons = await client.call('gamesList', { gameName: '  DrAgOn  ', pageSize: 100 });
    expect(dragons.total).toBeGreaterThan(10);
    expect(dragons.games.every((game) => game.gameName.toLowerCase().includes('dragon'))).toBe(
      true,
    );
    const accented = await client.call('gamesList', { gameName: 'Lotofácil' });
    expect(accented.total).toBeGreaterThan(0);
    expect(accented.games.every((game) => game.gameName.toLowerCase().includes('lotofacil'))).toBe(
      true,
    );
    expect((await client.call('gamesList', { gameName: 'zzzz-nothing' })).games).toEqual([]);
  });

  it('pages to the end and answers an empty page past it, with the real totalPages', async () => {
    const client = gateway.client();
    const first = await client.call('gamesList', { gameType: 'FISH' });
    const last = await client.call('gamesList', { gameType: 'FISH', pageNo: first.totalPages });
    expect(last.games.length).toBeGreaterThan(0);
    expect(last.games.length).toBeLessThanOrEqual(15);
    const beyond = await client.call('gamesList', {
      gameType: 'FISH',
      pageNo: first.totalPages + 1,
    });
    expect([beyond.games, beyond.totalPages]).toEqual([[], first.totalPages]);
    const pages = await Promise.all(
      Array.from({ length: first.totalPages }, (_, index) =>
        client.call('gamesList', { gameType: 'FISH', pageNo: index + 1 }),
      ),
    );
    const ids = pages.flatMap((page) => page.games.map((game) => game.nodeId));
    expect(new Set(ids).size).toBe(first.total);
  });

  it('filters hot and new games, and needs a token for favourites and recent', async () => {
    const client = gateway.client();
    const hot = await client.call('gamesList', { filter: 'HOT', pageSize: 100 });
    expect(hot.games.every((game) => game.isHot === 1)).toBe(true);
    const fresh = await client.call('gamesList', { filter: 'NEW', pageSize: 100 });
    expect(fresh.games.every((game) => game.isNew)).toBe(true);
    expect((await failure(client.call('gamesList', { filter: 'FAV' }))).code).toBe(
      'LOGIN_REQUIRED',
    );
  });

  it('marks favourites when a token comes with the request', async () => {
    const member = gateway.client({ token: await gateway.login('player01', 'Player123') });
    const ids = (await member.call('favouriteIds')).list;
    const favourites = await member.call('gamesList', { filter: 'FAV' });
    expect(favourites.games.map((game) => game.nodeId).sort((a, b) => a - b)).toEqual(ids);
    expect(favourites.games.every((game) => game.isFavourite === true)).toBe(true);
  });

  it('gives icon paths that answer with an SVG on the image CDN, and 404 for an unknown game', async () => {
    const { imageCDNs } = (await gateway.client().call('permission', {})).info;
    const [game] = (await gateway.client().call('gamesList', {})).games;
    const icon = await fetch(resolveImageUrl(game.iconUrl, imageCDNs));
    expect([
      icon.status,
      icon.headers.get('content-type'),
      icon.headers.get('cache-control'),
    ]).toEqual([200, 'image/svg+xml', 'public, max-age=31536000, immutable']);
    expect(await icon.text()).toContain('<svg');
    expect((await fetch(`${gateway.url}/lgw/art/games/NOPE.svg`)).status).toBe(404);
  });
});

describe('VASSALAGE lobbies', () => {
  it('lists the sub-games of a lobby and refuses to launch the lobby itself', async () => {
    const member = gateway.client({ token: await gateway.login('down0101', 'Player123') });
    const live = await member.call('gamesList', {
      gameType: 'LIVE',
      pageSize: 100,
      vassalage: 'PT',
    });
    const [lobby] = live.games.filter((game) => game.isGame === 'VASSALAGE');
    expect(lobby?.gameName).toBe('Playtech Live Lobby');
    const tables = await member.call('vassGameType', { nodeId: lobby.nodeId });
    expect(tables.parent.nodeId).toBe(lobby.nodeId);
    expect(tables.list.length).toBeGreaterThanOrEqual(6);
    expect(
      tables.list.every((table) => table.vassalage === 'PT' && table.gameType === 'LIVE'),
    ).toBe(true);
    expect(
      live.games.some((game) => tables.list.some((table) => table.nodeId === game.nodeId)),
    ).toBe(false);
    const refused = await failure(member.call('launchGame', { nodeId: lobby.nodeId }));
    expect(refused.message).toBe(
      'Playtech Live Lobby is a lobby: launch one of its games (vassGameType lists them).',
    );
    expect((await member.call('launchGame', { nodeId: tables.list[0].nodeId })).url).toContain(
      '/lgw/game-page/',
    );
  });

  it('opens the game page in the site’s language', async () => {
    const token = await gateway.login('player01', 'Player123');
    const { games } = await gateway.client().call('gamesList', {
      gameType: 'PVP',
      pageNo: 1,
      pageSize: 15,
    });
    const game = games.find((each) => each.isGame === 'GAME')!;
    const page = async (language: 'pt' | 'en') => {
      const launch = await gateway
        .client({ token, language })
        .call('launchGame', { nodeId: game.nodeId });
      return (await fetch(launch.url)).text();
    };
    const pt = await page('pt');
    expect(pt).toContain('<html lang="pt"');
    expect(pt).toContain('Jogar uma rodada');
    expect(await page('en')).toContain('Play a round');
  });
});

describe('vendors, hot games and winners', () => {
  it('answers vendors as value.data.lanes, one lane per category in the spec order, each vendor with its classifications', async () => {
    const { data } = await gateway.client().call('gameVendors', { platform: 'html5-desktop' });
    expect(data.lanes.map((lane) => lane.title)).toEqual([...CATEGORIES]);
    const rng = data.lanes[0];
    expect(rng.cards.map((card) => card.vassalage)).toEqual(
      expect.arrayContaining(['PT', 'MG', 'PNG']),
    );
    expect(rng.gameClassify.map((tab) => tab.code)).toEqual(
      expect.arrayContaining(['SLOT', 'MEGAWAYS', 'JACKPOT']),
    );
    const elott = data.lanes.find((lane) => lane.title === 'ELOTT');
    expect(elott?.cards.map((card) => card.vassalage)).toContain('TCG_LOTTO_VN');
    const total = data.lanes
      .flatMap((lane) => lane.cards)
      .reduce((sum, card) => sum + card.gameCount, 0);
    expect(total).toBe((await gateway.client().call('gamesList', {})).total);
  });

  it('lists hot games, optionally by category', async () => {
    const hot = await gateway.client().call('hotGames', { gameType: 'RNG' });
    expect(hot.list.length).toBeGreaterThan(12);
    expect(hot.list.every((game) => game.isHot === 1 && game.gameType === 'RNG')).toBe(true);
  });

  it('sorts winners by winAmount, largest first, at most 20', async () => {
    const winners = await gateway.client().call('winners', { gameCategory: 'ALL', limitNum: 20 });
    expect(winners.list).toHaveLength(20);
    const amounts = winners.list.map((winner) => moneyCents(winner.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(winners.list.every((winner) => /\*\*\*/.test(winner.customerName))).toBe(true);
    const slots = await gateway.client().call('winners', { gameCategory: 'RNG' });
    expect(slots.list.length).toBeGreaterThan(0);
    expect((await failure(gateway.client().call('winners', { limitNum: 21 }))).code).toBe(
      'BAD_REQUEST',
    );
  });
});

describe('lottery', () => {
  it('draws the same numbers for everyone and offers the ELOTT games under their prize mode', async () => {
    const client = gateway.client();
    const menu = await client.call('lotteryMenu', { prizeMode: 'ELOTT' });
    expect(menu.list.every((game) => game.prizeMode === 'ELOTT')).toBe(true);
    const [game] = menu.list;
    const first = await client.call('lotteryResults', { gameCode: game.gameCode, limit: 3 });
    const again = await client.call('lotteryResults', { gameCode: game.gameCode, limit: 3 });
    expect(first.list).toHaveLength(3);
    expect(again).toEqual(first);
    const vn = await client.call('vnLotteryMenus');
    expect(vn.list.map((region) => region.region)).toEqual(['NORTH', 'CENTRAL', 'SOUTH']);
  });
});
