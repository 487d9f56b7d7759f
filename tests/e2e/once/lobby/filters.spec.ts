// The category lobby's narrowing: the vendor filter and classification tabs narrow the grid;
// search finds a game by part of its name. The category is the skin's first with more than one
// vendor and more than one classification; what the grid must show is asked of the gateway
// directly.
import { categoryPath, type ApiVendorLane } from '../../../../engine';
import {
  gameName,
  gateway,
  grid,
  shownGames,
  skipAnnouncementPopup,
} from '../../support/lobby-support';
import { expect, test } from '../../support/skin-test';

test.describe('category lobby', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
  });

  test('a vendor, then a classification tab, narrow the grid; choosing a vendor resets the classification', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const lanes = (await gateway(baseURL!, skin, 'gameVendors', { platform: 'html5-desktop' })).data
      .lanes;
    const lane = lanes.find(
      (candidate: ApiVendorLane) =>
        skin.categories.includes(candidate.title) &&
        candidate.cards.length > 1 &&
        candidate.gameClassify.length > 1,
    );
    expect(
      lane,
      `one of ${skin.categories.join(', ')} has several vendors and classifications`,
    ).toBeDefined();
    const category = lane!.title;
    const title = t(`category.${category}`);
    const vendor =
      lane!.cards.find(
        (card) =>
          lane!.gameClassify.filter((tab) => tab.vendors.includes(card.vassalage)).length > 1,
      ) ?? lane!.cards[0]!;
    const tab = lane!.gameClassify.find((candidate) =>
      candidate.vendors.includes(vendor.vassalage),
    )!;

    await page.goto(categoryPath(category));
    const games = grid(page, title);
    const all = await shownGames(games);

    await page
      .getByRole('main')
      .getByRole('combobox', { name: t('lobby.provider') })
      .selectOption(vendor.vassalage);
    const byVendor = await gateway(baseURL!, skin, 'gamesList', {
      gameType: category,
      vassalage: vendor.vassalage,
      pageNo: 1,
      pageSize: 15,
    });
    await expect(games.getByRole('heading', { level: 3 })).toHaveText(byVendor.games.map(gameName));
    expect(byVendor.games.every((game) => game.vassalage === vendor.vassalage)).toBe(true);
    expect(await shownGames(games)).not.toEqual(all);

    const chips = page.getByRole('group', { name: t('lobby.classifications') });
    await chips.getByRole('button', { name: tab.name, exact: true }).click();
    await expect(chips.getByRole('button', { name: tab.name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const byTab = await gateway(baseURL!, skin, 'gamesList', {
      gameType: category,
      vassalage: vendor.vassalage,
      gameClassify: tab.code,
      pageNo: 1,
      pageSize: 15,
    });
    await expect(games.getByRole('heading', { level: 3 })).toHaveText(byTab.games.map(gameName));
    expect(byTab.games.every((game) => game.gameClassify === tab.code)).toBe(true);

    // Another vendor resets the classification to all (spec 001 §4).
    const other = lane!.cards.find((card) => card.vassalage !== vendor.vassalage)!;
    await page
      .getByRole('main')
      .getByRole('combobox', { name: t('lobby.provider') })
      .selectOption(other.vassalage);
    await expect(
      chips.getByRole('button', { name: t('lobby.allClassifications') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page).not.toHaveURL(/classify=/);
  });

  test('search finds a game by part of its name, trimmed, and a filter change clears it', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const category = skin.categories[0]!;
    const title = t(`category.${category}`);
    const { games: listed } = await gateway(baseURL!, skin, 'gamesList', {
      gameType: category,
      pageNo: 1,
      pageSize: 15,
    });
    const target = listed.find((game) => gameName(game).length >= 6) ?? listed[0]!;
    const name = gameName(target);
    const part = name.slice(1, Math.min(name.length, 9));

    await page.goto(categoryPath(category));
    const search = page.getByRole('main').getByRole('search');
    await search.getByRole('searchbox', { name: t('lobby.searchLabel') }).fill(`  ${part}  `);
    await search.getByRole('button', { name: t('common.search') }).click();
    const found = await gateway(baseURL!, skin, 'gamesList', {
      gameType: category,
      gameName: part.trim(),
      pageNo: 1,
      pageSize: 15,
    });
    expect(found.games.map(gameName)).toContain(name);
    expect(
      found.games.every((game) => gameName(game).toLowerCase().includes(part.trim().toLowerCase())),
    ).toBe(true);
    // The first page already shows the target, so only the whole grid says the search has landed.
    await expect(grid(page, title).getByRole('heading', { level: 3 })).toHaveText(
      found.games.map(gameName),
    );
    expect(new URL(page.url()).searchParams.get('q')).toBe(part.trim());

    await page
      .getByRole('tablist', { name: t('lobby.filters') })
      .getByRole('tab', { name: t('lobby.filter.HOT') })
      .click();
    await expect(search.getByRole('searchbox')).toHaveValue('');
    await expect(page).not.toHaveURL(/[?&]q=/);
  });
});
