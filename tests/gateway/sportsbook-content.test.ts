// A sportsbook brand's seed content (the skin's layout.home, spec 001 §4's promotion mechanics):
// northstar-sports (MC1003) leads its carousel with matches, runs promotions a bettor knows, shows
// wins of its sports markets, and names no other brand; its sports markets are named as sports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

const sportsbook = () => gateway.client({ merchantCode: 'MC1003', language: 'en' });

describe('a sportsbook brand’s seed content', () => {
  it('leads the home carousel with its matches, in the player’s language', async () => {
    const { banners } = await sportsbook().call('announcements', { types: 'B' });
    const home = banners.filter((banner) => banner.groupName === 'w_home');
    expect(home.slice(0, 2).map((banner) => banner.linkTarget)).toEqual(['/sports', '/esports']);
    expect(home.map((banner) => banner.title)).toContain('Boosted odds this matchday');
  });

  it('runs promotions about matches, and a casino brand keeps its own', async () => {
    const sports = await sportsbook().call('promotions', {});
    expect(sports.list.map((promotion) => promotion.title)).toContain('Welcome free bet');
    expect(sports.list.map((promotion) => promotion.title)).not.toContain('Golden egg');
    const casino = await gateway.client({ language: 'en' }).call('promotions', {});
    expect(casino.list.map((promotion) => promotion.title)).toContain('Golden egg');
  });

  it('shows wins of its sports and e-sports markets only, named as sports', async () => {
    const { list } = await sportsbook().call('winners', { gameCategory: 'ALL', limitNum: 20 });
    expect(list.length).toBeGreaterThan(0);
    const names: string[] = [];
    for (const category of ['SPORTS', 'ESPORTS'] as const) {
      const { games } = await sportsbook().call('gamesList', {
        gameType: category,
        pageNo: 1,
        pageSize: 15,
      });
      names.push(...games.map((game) => game.gameName));
    }
    for (const winner of list) expect(names).toContain(winner.gameName);
    // Each market a sport of its own ("Tennis IBC"), never a numbered copy ("Sportsbook SBT 3").
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => /^Sportsbook |\d$/.test(name))).toEqual([]);
  });

  it('names no other brand in its texts, and points its invite banner at the invite page', async () => {
    const { banners, notices, popup } = await sportsbook().call('announcements', {
      types: 'B,PL,PU,PR,H',
    });
    const texts = [...banners, ...notices, ...popup].map((item) => item.title).join(' | ');
    expect(texts).not.toMatch(/Aurora|Lusa/);
    expect(banners.find((banner) => banner.title === 'Invite a friend')?.linkTarget ?? null).toBe(
      '/member?page=referral',
    );
  });
});
