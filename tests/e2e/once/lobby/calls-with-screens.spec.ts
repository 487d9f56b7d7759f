// The calls of spec 001 §7 that each have their screen: the PVP room list on the card-game page
// (joined by launching the room's game), the launch for a social app's in-app browser, the opened
// numero game and the lottery games by prize mode on the lottery page, and the popular games under
// the home's search.
import { categoryPath, getAction } from '../../../../engine';
import {
  fill,
  gameName,
  gateway,
  grid,
  newPlayer,
  openAs,
  skipAnnouncementPopup,
} from '../../support/lobby-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD, FIRST_LOAD_MS } from '../../support/waits';

test('the card-game page lists the PVP rooms, and joining one launches its game (spec 001 §7 PVP room list)', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  const player = await newPlayer(baseURL!, skin);
  const { list: rooms } = await gateway(baseURL!, skin, 'pvpRooms', {}, player.token);
  expect(rooms.length).toBeGreaterThan(0);
  await openAs(page, player, categoryPath('PVP'));
  const list = page.getByRole('main').getByRole('list', { name: t('lobby.rooms'), exact: true });
  // The busiest first, eight until the player asks for all.
  const busiest = [...rooms].sort((a, b) => b.players - a.players);
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(8, rooms.length), FIRST_LOAD);
  const room = busiest[0]!;
  await expect(list.getByRole('listitem').first()).toContainText(room.name);
  await expect(list.getByRole('listitem').first()).toContainText(
    fill(t('lobby.roomPlayers'), { count: room.players }),
  );
  await page
    .getByRole('button', { name: fill(t('lobby.allRooms'), { count: rooms.length }) })
    .click();
  await expect(list.getByRole('listitem')).toHaveCount(rooms.length);

  await list
    .getByRole('button', {
      name: fill(t('lobby.joinRoom'), { room: room.name, vendor: room.vassalage }),
    })
    .click();
  await expect(page.getByRole('dialog', { name: room.name }).locator('iframe')).toHaveAttribute(
    'src',
    /\/lgw\/game-page\//,
    FIRST_LOAD,
  );
});

test('a visitor on the card-game page is asked to log in for the rooms', async ({ page, t }) => {
  await skipAnnouncementPopup(page);
  await page.goto(categoryPath('PVP'));
  await expect(page.getByText(t('lobby.roomsLogin'))).toBeVisible({ timeout: FIRST_LOAD_MS });
});

test.describe('inside a social app’s in-app browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.0;]',
  });

  test('a game launches through the social launch, naming the app (spec 001 §7 launch for a social app)', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const player = await newPlayer(baseURL!, skin);
    const { games } = await gateway(baseURL!, skin, 'gamesList', {
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 15,
    });
    const game = games.find((each) => each.isGame === 'GAME')!;
    await openAs(page, player, categoryPath('RNG'));
    const launched = page.waitForRequest((request) =>
      request.url().includes('/lgw/games/launch-social'),
    );
    await page.getByRole('button', { name: `${t('lobby.play')}: ${gameName(game)}` }).click();
    expect((await launched).postDataJSON()).toEqual({ nodeId: game.nodeId, app: 'facebook' });
    await expect(
      page.getByRole('dialog', { name: gameName(game) }).locator('iframe'),
    ).toHaveAttribute('src', /\/lgw\/game-page\//, FIRST_LOAD);
  });
});

test('the lottery page shows each game’s picture and the draw open for bets (spec 001 §7 lottery games, opened numero game)', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  const player = await newPlayer(baseURL!, skin);
  await openAs(page, player, '/seaLottery');
  const games = page.getByRole('list', { name: t('lottery.games') });
  await expect(games.getByRole('listitem').first()).toBeVisible(FIRST_LOAD);
  const { list: catalogue } = await gateway(baseURL!, skin, 'lotteryGames', { prizeMode: 'SEA' });
  const { list: opened } = await gateway(baseURL!, skin, 'openedNumeroGame');
  const { list: menu } = await gateway(baseURL!, skin, 'lotteryMenu', { prizeMode: 'SEA' });
  const first = menu[0]!;
  const item = games.getByRole('listitem').filter({ hasText: first.name }).first();
  const icon = catalogue.find((game) => game.gameCode === first.gameCode)!.iconUrl;
  await expect(item.locator('img')).toHaveAttribute('src', new URL(icon, baseURL).href);
  // The draw open when the gateway was asked, or the next one if it closed meanwhile.
  const issue = Number(opened.find((each) => each.gameCode === first.gameCode)!.issue);
  const [before] = t('lottery.openDraw').split('{{issue}}');
  const shownIssue = Number(
    (await item.getByText(new RegExp(`^${before}`)).textContent())!
      .slice(before!.length)
      .split(' ')[0],
  );
  expect([issue, issue + 1]).toContain(shownIssue);
});

test('a search shows the week’s popular games under its results (spec 001 §7 popular)', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  const { list: popular } = await gateway(baseURL!, skin, 'popular', {
    language: skin.locales.default,
  });
  expect(popular.length).toBeGreaterThan(0);
  // The week's ranking moves while other tests launch games on the same gateway: the page must
  // show what the gateway answered the page itself, in its order.
  const answered: Array<typeof popular> = [];
  page.on('response', async (response) => {
    if (!response.url().includes(getAction('popular').path)) return;
    const body = (await response.json().catch(() => null)) as {
      value?: { list: typeof popular };
    } | null;
    if (body?.value) answered.push(body.value.list);
  });
  await skipAnnouncementPopup(page);
  await page.goto('/');
  await page.getByRole('searchbox', { name: t('lobby.searchLabel') }).fill('zzqx');
  await page.getByRole('button', { name: t('common.search') }).click();
  await expect(page.getByRole('status').filter({ hasText: 'zzqx' })).toBeVisible(FIRST_LOAD);
  const shown = grid(page, t('lobby.popular')).getByRole('heading', { level: 3 });
  await expect
    .poll(
      async () => {
        const latest = answered.at(-1);
        return (
          latest !== undefined &&
          (await shown.allInnerTexts()).map((text) => text.trim()).join('\n') ===
            latest.map((game) => gameName(game)).join('\n')
        );
      },
      {
        ...FIRST_LOAD,
        message: 'the popular grid shows the gateway’s answer to the page, in its order',
      },
    )
    .toBe(true);
  expect(answered.at(-1)!.length).toBeGreaterThan(0);
});
