// Which pages `skinforge shots` pictures for a skin: the table follows the site's own route and
// menu tables, and a skin gets only the pages its site has.
import { describe, expect, it } from 'vitest';
import { SHOT_PAGE_IDS, SHOT_PAGES } from '../../cli/shots/shot-pages';
import { skinPages } from '../../cli/shots/skin-pages';
import {
  AGENT_PAGES,
  AGENT_TOOL_PAGES,
  MEMBER_PAGES,
  SITE_ROUTES,
  type ResolvedSkin,
} from '../../engine';
import { loadSkins } from '../../loader/skin-loader';
import { PROJECT_ROOT } from './run-cli';

const resolved = async (id: string): Promise<ResolvedSkin> =>
  (await loadSkins(`${PROJECT_ROOT}skins`, [id]))[0]!.resolved!;

const EVERY_AGENT_PAGE = [...AGENT_PAGES, ...AGENT_TOOL_PAGES];

describe('the shot pages', () => {
  it('have one row per member-centre and agent-centre page of the site, and unique ids', () => {
    expect(new Set(SHOT_PAGE_IDS).size).toBe(SHOT_PAGE_IDS.length);
    expect(SHOT_PAGES.filter((page) => page.memberPage).map((page) => page.memberPage)).toEqual(
      MEMBER_PAGES,
    );
    expect(SHOT_PAGES.filter((page) => page.agentPage).map((page) => page.agentPage)).toEqual(
      EVERY_AGENT_PAGE,
    );
  });

  it('picture every route without a parameter that is not a game page, by its name', () => {
    const pictured = SITE_ROUTES.filter(
      (route) =>
        !route.path.includes(':') &&
        !route.gamePage &&
        !['loginModal', 'registerModal', 'member', 'agentCentre'].includes(route.page),
    ).map((route) => route.name);
    expect(SHOT_PAGE_IDS.filter((id) => pictured.includes(id))).toEqual([...new Set(pictured)]);
  });

  it('give a skin every page it has, one category page of each kind, by default', async () => {
    const { pages, skipped } = skinPages(
      await resolved('northstar-sports'),
      null,
      EVERY_AGENT_PAGE,
    );
    const ids = pages.map((page) => page.id);
    // Sports-led: no game list at all, SPORTS the first game centre; no points mall, VIP or referral.
    expect(
      ids.filter((id) => SITE_ROUTES.some((route) => route.category && route.name === id)),
    ).toEqual(['sports']);
    expect(ids).not.toContain('pointMall');
    expect(ids).not.toContain('itemDetails');
    expect(ids).not.toContain('member.vip');
    expect(ids).not.toContain('member.referral');
    expect(ids).toContain('member.depositv2');
    expect(skipped).toEqual([]);
  });

  it('leave out the agent pages the agent menu does not show', async () => {
    const { pages } = skinPages(await resolved('default'), null, ['agentTeamOverview']);
    expect(pages.filter((page) => page.agentPage).map((page) => page.id)).toEqual([
      'agent.agentTeamOverview',
    ]);
  });

  it('leave out the member pages the gateway’s member menu does not show the pictured player', async () => {
    // The gateway shows VIP only from a first VIP level: its address would picture the centre's
    // first page under VIP's name.
    const skin = await resolved('default');
    const menu = skin.menus.member.filter((page) => page !== 'vip');
    const { pages, skipped } = skinPages(skin, ['member.vip', 'member.withdraw'], [], menu);
    expect(pages.map((page) => page.id)).toEqual(['member.withdraw']);
    expect(skipped).toEqual([
      {
        id: 'member.vip',
        reason: "the gateway's member menu does not show it to the pictured player",
      },
    ]);
    expect(skinPages(skin, null, [], menu).pages.map((page) => page.id)).not.toContain(
      'member.vip',
    );
  });

  it('skip, with the reason, the pages --pages names that a skin does not have', async () => {
    const { pages, skipped } = skinPages(
      await resolved('lusa-regional'),
      ['home', 'pointMall', 'live'],
      EVERY_AGENT_PAGE,
    );
    expect(pages.map((page) => page.id)).toEqual(['home', 'live']);
    expect(skipped).toEqual([{ id: 'pointMall', reason: 'its feature pointsMall is off' }]);
  });
});
