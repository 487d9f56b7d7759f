// Launching (a game launches in the popup and then shows under RECENT; a
// VASSALAGE game lists its sub-games), and who may not launch: a visitor gets the login popup, a
// trial account the need-a-real-account notice.
import { categoryPath, type ApiGame, type ResolvedSkin } from '../../../engine';
import { expect, test } from '../support/skin-test';
import {
  gameName,
  gateway,
  grid,
  newPlayer,
  openAs,
  PAGE_LOAD,
  seededPlayer,
  skipAnnouncementPopup,
  type Skin,
} from './lobby-support';

/** The skin's first category's first game that is not a VASSALAGE lobby. */
async function firstGame(
  baseURL: string,
  skin: Skin & Pick<ResolvedSkin, 'categories'>,
): Promise<ApiGame> {
  const { games } = await gateway(baseURL, skin, 'gamesList', {
    gameType: skin.categories[0],
    pageNo: 1,
    pageSize: 15,
  });
  return games.find((game) => game.isGame === 'GAME')!;
}

test.describe('launching a game', () => {
  test('a game opens in the sandboxed game popup and then shows under RECENT', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const player = await newPlayer(baseURL!, skin);
    const game = await firstGame(baseURL!, skin);
    const name = gameName(game);
    await openAs(page, player, categoryPath(game.gameType));
    await page.getByRole('button', { name: `${t('lobby.play')}: ${name}` }).click();

    const popup = page.getByRole('dialog', { name });
    const frame = popup.locator('iframe');
    await expect(frame).toHaveAttribute('src', /\/lgw\/game-page\//, { timeout: PAGE_LOAD });
    const sandbox = (await frame.getAttribute('sandbox')) ?? '';
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');
    await expect(
      page.frameLocator(`iframe[title="${name}"]`).getByRole('heading', { name }),
    ).toBeVisible();

    await popup.getByRole('button', { name: t('common.close') }).click();
    await expect(popup).toHaveCount(0);
    await page.goto('/recent');
    await expect(
      grid(page, t('category.RECENT')).getByRole('heading', { level: 3, name, exact: true }),
    ).toBeVisible({ timeout: PAGE_LOAD });
  });

  test('a VASSALAGE game lists its sub-games, and one of them launches', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const player = await newPlayer(baseURL!, skin);
    // The lobbies of tables are LIVE and PVP games (gateway seed); a skin without those categories
    // still finds them with the home's search, which covers the merchant's whole catalogue.
    const lobbies = (
      await gateway(baseURL!, skin, 'gamesList', { gameName: 'Lobby', pageNo: 1, pageSize: 15 })
    ).games.filter((game) => game.isGame === 'VASSALAGE');
    const lobby = lobbies.find((game) => skin.categories.includes(game.gameType)) ?? lobbies[0];
    expect(lobby, 'the catalogue has a VASSALAGE lobby').toBeDefined();
    const name = gameName(lobby!);
    const { list: tables } = await gateway(
      baseURL!,
      skin,
      'vassGameType',
      { nodeId: lobby!.nodeId },
      player.token,
    );
    expect(tables.length).toBeGreaterThan(0);

    const inCategory = skin.categories.includes(lobby!.gameType);
    await openAs(
      page,
      player,
      inCategory
        ? `${categoryPath(lobby!.gameType)}?q=${encodeURIComponent(name)}`
        : `/?type=SEARCH&q=${encodeURIComponent(name)}`,
    );
    const label = inCategory ? t(`category.${lobby!.gameType}`) : t('category.SEARCH');
    await grid(page, label)
      .getByRole('button', { name: `${t('lobby.play')}: ${name}` })
      .click();

    const list = page.getByRole('dialog', { name }).getByRole('list');
    await expect(list.getByRole('button')).toHaveText(tables.map(gameName), { timeout: PAGE_LOAD });
    await list.getByRole('button', { name: gameName(tables[0]!) }).click();
    await expect(
      page.getByRole('dialog', { name: gameName(tables[0]!) }).locator('iframe'),
    ).toHaveAttribute('src', /\/lgw\/game-page\//);
  });

  test('a visitor gets the login popup instead of the game', async ({ page, skin, t, baseURL }) => {
    await skipAnnouncementPopup(page);
    const game = await firstGame(baseURL!, skin);
    await page.goto(categoryPath(game.gameType));
    await page.getByRole('button', { name: `${t('lobby.play')}: ${gameName(game)}` }).click();
    await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible({
      timeout: PAGE_LOAD,
    });
  });

  test('a trial account gets the need-a-real-account notice instead of the game', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const trial = await seededPlayer(baseURL!, skin, 'trial0001');
    const game = await firstGame(baseURL!, skin);
    await openAs(page, trial, categoryPath(game.gameType));
    await page.getByRole('button', { name: `${t('lobby.play')}: ${gameName(game)}` }).click();
    await expect(page.getByRole('alertdialog', { name: t('trial.title') })).toBeVisible({
      timeout: PAGE_LOAD,
    });
    await expect(page.getByRole('dialog', { name: gameName(game) })).toHaveCount(0);
  });
});
