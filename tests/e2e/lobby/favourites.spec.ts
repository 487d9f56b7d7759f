// The favourite heart (a favourite toggle survives a reload). A player of its
// own per test, since the specs of a skin share one gateway.
import { categoryPath } from '../../../engine';
import { expect, test } from '../support/skin-test';
import {
  gameName,
  gateway,
  grid,
  newPlayer,
  openAs,
  PAGE_LOAD,
  skipAnnouncementPopup,
} from './lobby-support';

test.describe('favourites', () => {
  test('a heart toggled on a game stays after a reload, lists the game under /favorite, and toggles off again', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const player = await newPlayer(baseURL!, skin);
    const category = skin.categories[0]!;
    const { games } = await gateway(baseURL!, skin, 'gamesList', {
      gameType: category,
      pageNo: 1,
      pageSize: 15,
    });
    const name = gameName(games[0]!);
    const heart = page.getByRole('button', { name: `${t('lobby.addFavourite')}: ${name}` });

    await openAs(page, player, categoryPath(category));
    await heart.click({ timeout: PAGE_LOAD });
    const filled = page.getByRole('button', { name: `${t('lobby.removeFavourite')}: ${name}` });
    await expect(filled).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(
        async () => (await gateway(baseURL!, skin, 'favouriteIds', undefined, player.token)).list,
      )
      .toContain(games[0]!.nodeId);

    await page.reload();
    await expect(filled).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/favorite');
    const card = grid(page, t('category.FAV')).getByRole('heading', {
      level: 3,
      name,
      exact: true,
    });
    await expect(card).toBeVisible({ timeout: PAGE_LOAD });

    // Toggled off on the favourites page (after the one-second throttle, spec 001 §4), it leaves
    // the list.
    await filled.click();
    await expect(card).toHaveCount(0);
    await expect
      .poll(
        async () => (await gateway(baseURL!, skin, 'favouriteIds', undefined, player.token)).list,
      )
      .not.toContain(games[0]!.nodeId);
  });

  test('a visitor’s heart opens the login popup and marks nothing', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    await skipAnnouncementPopup(page);
    const category = skin.categories[0]!;
    const { games } = await gateway(baseURL!, skin, 'gamesList', {
      gameType: category,
      pageNo: 1,
      pageSize: 15,
    });
    await page.goto(categoryPath(category));
    const heart = page.getByRole('button', {
      name: `${t('lobby.addFavourite')}: ${gameName(games[0]!)}`,
    });
    await heart.click({ timeout: PAGE_LOAD });
    await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible({
      timeout: PAGE_LOAD,
    });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
