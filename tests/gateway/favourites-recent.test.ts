import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyCents, type ApiClient } from '../../engine';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;
let member: ApiClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  member = gateway.client({ token: await gateway.login('down0103', 'Player123') });
});

afterAll(async () => {
  await gateway?.close();
});

describe('favourites', () => {
  it('adds once however often it is asked, lists newest first, and removes', async () => {
    const [first, second] = (await member.call('gamesList', { gameType: 'RNG' })).games;
    expect(
      await member.call('addFavourite', {
        nodeId: first.nodeId,
        vendor: first.vassalage,
        gameType: 'RNG',
      }),
    ).toEqual({ nodeId: first.nodeId, added: true });
    expect(await member.call('addFavourite', { nodeId: first.nodeId })).toEqual({
      nodeId: first.nodeId,
      added: false,
    });
    gateway.clock.advance(1000);
    await member.call('addFavourite', { nodeId: second.nodeId });
    const list = await member.call('favouriteList', { pageNo: 1, pageSize: 999 });
    expect(list.content.map((game) => game.nodeId)).toEqual([second.nodeId, first.nodeId]);
    expect([list.pageNum, list.totalPages, list.total]).toEqual([1, 1, 2]);
    expect(await member.call('removeFavourite', { nodeId: first.nodeId })).toEqual({
      nodeId: first.nodeId,
      removed: true,
    });
    expect(await member.call('removeFavourite', { nodeId: first.nodeId })).toEqual({
      nodeId: first.nodeId,
      removed: false,
    });
    expect((await member.call('favouriteIds')).list).toEqual([second.nodeId]);
  });

  it('refuses a game that does not exist, and visitors', async () => {
    expect((await failure(member.call('addFavourite', { nodeId: 999_999 }))).code).toBe(
      'NOT_FOUND',
    );
    expect((await failure(gateway.client().call('favouriteList', {}))).status).toBe(401);
  });

  it('narrows the list by category', async () => {
    const [fish] = (await member.call('gamesList', { gameType: 'FISH' })).games;
    await member.call('addFavourite', { nodeId: fish.nodeId });
    const fishOnly = await member.call('favouriteList', { gameType: 'FISH' });
    expect(fishOnly.content.map((game) => game.nodeId)).toEqual([fish.nodeId]);
  });
});

describe('recent games and launches', () => {
  it('records each launch and lists games by their latest launch, each once', async () => {
    const [a, b] = (await member.call('gamesList', { gameType: 'BGS' })).games;
    await member.call('launchGame', { nodeId: a.nodeId });
    gateway.clock.advance(1000);
    await member.call('launchGame', { gameCode: b.gameCode });
    gateway.clock.advance(1000);
    await member.call('launchGame', { nodeId: a.nodeId });
    const recent = await member.call('recentList', { page: 1, pageSize: 15 });
    expect(recent.list.slice(0, 2).map((game) => game.nodeId)).toEqual([a.nodeId, b.nodeId]);
    expect(recent.list.filter((game) => game.nodeId === a.nodeId)).toHaveLength(1);
    expect(recent.list[0].lastPlayedAt).toBe(new Date(gateway.clock.now()).toISOString());
    const filtered = await member.call('gamesList', { filter: 'RECENT', gameType: 'BGS' });
    expect(filtered.games.map((game) => game.nodeId).sort()).toEqual([a.nodeId, b.nodeId].sort());
  });

  it('launches into a game page that shows the game, the player and the balance, and plays real rounds', async () => {
    const [game] = (await member.call('gamesList', { gameType: 'RNG', gameClassify: 'SLOT' }))
      .games;
    const before = (await member.call('balance')).balance;
    const launch = await member.call('launchGame', { nodeId: game.nodeId });
    expect(launch).toMatchObject({ nodeId: game.nodeId, gameCode: game.gameCode, mode: 'real' });
    const page = await fetch(launch.url);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'nonce-");
    expect(html).toContain(game.gameName);
    expect(html).toContain('down0103');
    expect(html).toContain(before);
    const round = (await (await fetch(`${launch.url}/round`, { method: 'POST' })).json()) as {
      value: { stake: string; win: string; balance: string };
    };
    expect(moneyCents(round.value.balance)).toBe(
      moneyCents(before) - moneyCents(round.value.stake) + moneyCents(round.value.win),
    );
    expect((await member.call('balance')).balance).toBe(round.value.balance);
  });

  it('offers a free trial only where supportPlay is 0, and ends the page after 10 minutes', async () => {
    const games = (await member.call('gamesList', { gameType: 'RNG', pageSize: 100 })).games;
    const trial = games.find((game) => game.supportPlay === 0);
    const noTrial = games.find((game) => game.supportPlay === 1);
    const launch = await member.call('launchGame', { nodeId: trial?.nodeId ?? 0, mode: 'free' });
    expect(launch.mode).toBe('free');
    expect(
      (await failure(member.call('launchGame', { nodeId: noTrial?.nodeId ?? 0, mode: 'free' })))
        .code,
    ).toBe('BAD_REQUEST');
    gateway.clock.advance(10 * 60_000 + 1);
    expect((await fetch(launch.url)).status).toBe(410);
  });

  it('lists popular games, the most launched first', async () => {
    const popular = await member.call('popular', {});
    expect(popular.list.length).toBeGreaterThan(0);
    expect(popular.list.length).toBeLessThanOrEqual(12);
  });
});
