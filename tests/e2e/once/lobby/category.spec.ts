// Each category opens on its page and pages through its games, 15 at a time, one page per request,
// on the default skin, which offers every category. That a category a skin does not offer has no
// entry in its navigation is tests/e2e/shell/navigation.spec.ts's.
import type { Locator, Page } from '@playwright/test';
import {
  CATEGORIES,
  categoryPath,
  FIRST_SCREEN_IMAGES,
  GAME_PAGE_SIZE,
  laneVendors,
} from '../../../../engine';
import {
  fill,
  gameName,
  gateway,
  grid,
  shownGames,
  skipAnnouncementPopup,
} from '../../support/lobby-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD, FIRST_LOAD_MS } from '../../support/waits';

/**
 * Once the home has painted and the browser has been idle since: the page's own idle callback, asked
 * for as the home mounted, runs before these two, so what opens next is opened by the player.
 */
const homeSettled = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  );

/** How each image below `list` loads: `eager` at once, `lazy` as it nears the screen. */
const imageLoading = (list: Locator) =>
  list
    .locator('li img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('loading')));

for (const category of CATEGORIES) {
  test(`${category} opens on its page and pages through its games where the skin offers it`, async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    test.skip(!skin.categories.includes(category), `${skin.id} does not offer ${category}`);
    await skipAnnouncementPopup(page);
    const title = t(`category.${category}`);
    const first = await gateway(baseURL!, skin, 'gamesList', {
      gameType: category,
      pageNo: 1,
      pageSize: 15,
    });
    await page.goto(categoryPath(category));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
      timeout: FIRST_LOAD_MS,
    });
    const games = grid(page, title);
    expect(await shownGames(games)).toEqual(first.games.map(gameName));

    const pager = page.getByRole('navigation', { name: t('lobby.pagination') });
    if (first.totalPages === 1) {
      await expect(pager).toHaveCount(0);
      test.skip(true, `${skin.id}'s ${category} has one page of games: nothing to page through`);
    }
    const second = await gateway(baseURL!, skin, 'gamesList', {
      gameType: category,
      pageNo: 2,
      pageSize: 15,
    });
    await pager.getByRole('button', { name: t('common.nextPage') }).click();
    await expect(
      pager.getByRole('button', {
        name: fill(t('common.page'), { page: 2, total: first.totalPages }),
      }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(games.getByRole('heading', { level: 3 }).first()).toHaveText(
      gameName(second.games[0]!),
    );
    expect(await shownGames(games)).toEqual(second.games.map(gameName));
    await expect(page).toHaveURL(/[?&]page=2\b/);
  });
}

test('a lobby loads the images of the first cards it opens on at once, and those of a page turned to when they near the screen', async ({
  page,
  t,
}) => {
  await skipAnnouncementPopup(page);
  await page.goto(categoryPath('RNG'));
  const games = grid(page, t('category.RNG'));
  // The grid names the page it shows once that page is in (GameGrid's `data-page-key`).
  await expect(games).toHaveAttribute('data-page-key', /:1$/, { timeout: FIRST_LOAD_MS });
  // The first cards are on screen from the start; the first image is the page's largest paint.
  expect(await imageLoading(games)).toEqual([
    ...Array(FIRST_SCREEN_IMAGES).fill('eager'),
    ...Array(GAME_PAGE_SIZE - FIRST_SCREEN_IMAGES).fill('lazy'),
  ]);

  const pager = page.getByRole('navigation', { name: t('lobby.pagination') });
  await pager.getByRole('button', { name: t('common.nextPage') }).click();
  await expect(games).toHaveAttribute('data-page-key', /:2$/);
  expect(await imageLoading(games)).toEqual(Array(GAME_PAGE_SIZE).fill('lazy'));
});

test('a lobby the player opens from the home’s game menu loads its images as they near the screen, once its grid has painted', async ({
  page,
  t,
}) => {
  await skipAnnouncementPopup(page);
  await page.goto('/');
  const menu = page.getByRole('tablist', { name: t('home.gameMenu') });
  await expect(menu).toBeVisible({ timeout: FIRST_LOAD_MS });
  await homeSettled(page);
  await menu.getByRole('tab', { name: t('category.RNG') }).click();
  const games = grid(page, t('category.RNG'));
  await expect(games).toHaveAttribute('data-page-key', /:1$/);
  expect(await imageLoading(games)).toEqual(Array(GAME_PAGE_SIZE).fill('lazy'));
});

test('a game centre loads the logos of the first vendors it opens on at once, and those of a centre the player opens later as they near the screen', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  const { lanes } = (await gateway(baseURL!, skin, 'gameVendors', { platform: 'html5-desktop' }))
    .data;
  const count = laneVendors(lanes, 'SPORTS').length;
  expect(count).toBeGreaterThan(0);
  const title = t('category.SPORTS');
  const tiles = page
    .getByRole('main')
    .getByRole('list', { name: fill(t('nav.vendors'), { category: title }), exact: true });
  const logos = tiles.locator('li img');
  await skipAnnouncementPopup(page);

  await page.goto(categoryPath('SPORTS'));
  await expect(logos).toHaveCount(count, FIRST_LOAD);
  // The first tiles are on screen from the start; the first logo is the page's largest paint.
  expect(await imageLoading(tiles)).toEqual(
    Array.from({ length: count }, (_, index) => (index < FIRST_SCREEN_IMAGES ? 'eager' : 'lazy')),
  );

  // From another page's top navigation (the home has none: its game menu lists the categories).
  await page.goto('/promotions');
  const nav = page.getByRole('navigation', { name: t('nav.label') });
  await expect(nav).toBeVisible(FIRST_LOAD);
  await page.waitForLoadState('networkidle');
  await nav.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${categoryPath('SPORTS')}$`));
  await expect(logos).toHaveCount(count);
  expect(await imageLoading(tiles)).toEqual(Array(count).fill('lazy'));
});
