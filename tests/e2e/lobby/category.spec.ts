// Each category the skin offers opens on its page and pages through its games, 15 at a time, one
// page per request (each enabled category opens and pages). That a category
// the skin does not offer has no entry in its navigation is tests/e2e/shell/navigation.spec.ts's.
import { CATEGORIES, categoryPath } from '../../../engine';
import { expect, test } from '../support/skin-test';
import {
  fill,
  gameName,
  gateway,
  grid,
  PAGE_LOAD,
  shownGames,
  skipAnnouncementPopup,
} from './lobby-support';

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
      timeout: PAGE_LOAD,
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
