// The home's widgets, each where the skin under test enables it and absent where it does not (issue
// 6 "Done when": the carousel moves, the jackpot grows, winners sorted), and the game menu's FAV
// tab for a visitor.
import type { Locator, Page } from '@playwright/test';
import type { ResolvedSkin } from '../../../engine';
import { expect, test } from '../support/skin-test';
import { PAGE_LOAD, skipAnnouncementPopup } from './lobby-support';

/** A widget the skin switches off is not on the home, once the home has rendered. */
async function expectOff(page: Page, skin: ResolvedSkin, widget: Locator): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: skin.brand.title })).toBeVisible();
  await expect(widget).toHaveCount(0);
}

test.describe('home widgets', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
  });

  test('the notice marquee lists the home notices and opens the notice popup', async ({
    page,
    skin,
    t,
  }) => {
    // Still, so the notice can be clicked where it is (the marquee stops for players who ask for
    // less motion).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const marquee = page.getByRole('navigation', { name: t('home.marquee') });
    if (!skin.home.widgets.marquee) return expectOff(page, skin, marquee);
    const notices = marquee.getByRole('button');
    await expect(notices.first()).toBeVisible({ timeout: PAGE_LOAD });
    await notices.first().click();
    await expect(page.getByRole('dialog', { name: t('announcement.notices') })).toBeVisible({
      timeout: PAGE_LOAD,
    });
  });

  test('the banner carousel shows the w_home banners and moves by itself', async ({
    page,
    skin,
    t,
  }) => {
    // The matrix asks for less motion (playwright.config.ts); a carousel then stands still.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: t('home.banners') });
    if (!skin.home.widgets.banners) return expectOff(page, skin, carousel);
    for (const banner of skin.banners.w_home) {
      await expect(carousel.getByRole('img', { name: banner.alt, exact: true })).toBeAttached();
    }
    const wrapper = carousel.locator('.swiper-wrapper');
    await expect(wrapper).toBeVisible({ timeout: PAGE_LOAD });
    const before = await wrapper.evaluate((element) => getComputedStyle(element).transform);
    // Autoplay every 5000 ms, sliding for 1000 ms (spec 001 §9).
    await expect
      .poll(() => wrapper.evaluate((element) => getComputedStyle(element).transform), {
        timeout: 8_000,
      })
      .not.toBe(before);
  });

  test('the jackpot counter starts between 20,000,000 and 21,000,000 and grows', async ({
    page,
    skin,
    t,
  }) => {
    await page.goto('/');
    const jackpot = page.getByRole('region', { name: t('home.jackpot') });
    if (!skin.home.widgets.jackpot) return expectOff(page, skin, jackpot);
    const value = async () =>
      Number((await jackpot.locator('output').innerText()).replace(/\D/g, ''));
    const start = await value();
    expect(start).toBeGreaterThanOrEqual(20_000_000);
    expect(start).toBeLessThanOrEqual(21_000_000);
    // It grows by 100 to 500 every 3, 4 or 5 s.
    await expect.poll(value, { timeout: 7_000 }).toBeGreaterThanOrEqual(start + 100);
  });

  test('the winner board lists at most 20 winners, the largest win first', async ({
    page,
    skin,
    t,
  }) => {
    await page.goto('/');
    const board = page.getByRole('region', { name: t('home.winners') });
    if (!skin.home.widgets.winners) return expectOff(page, skin, board);
    const amounts = board.getByRole('listitem').locator('data');
    await expect(amounts.first()).toBeAttached({ timeout: PAGE_LOAD });
    const values = (await amounts.evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute('value'))),
    )) as number[];
    expect(values.length).toBeLessThanOrEqual(20);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  test('the home lists the skin’s sections: hot games, then a row of vendors per category', async ({
    page,
    skin,
    t,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    if (skin.home.sections.includes('HOT')) {
      await expect(
        main
          .getByRole('region', { name: t('category.HOT'), exact: true })
          .getByRole('article')
          .first(),
      ).toBeVisible({ timeout: PAGE_LOAD });
    }
    const firstCategory = skin.home.sections.find((section) =>
      skin.categories.includes(section as (typeof skin.categories)[number]),
    );
    expect(firstCategory, 'the skin lists a category section').toBeDefined();
    const row = main.getByRole('region', { name: t(`category.${firstCategory}`), exact: true });
    const vendors = row.getByRole('listitem');
    await expect(vendors.first()).toBeVisible({ timeout: PAGE_LOAD });
    expect(await vendors.count()).toBeLessThanOrEqual(5);
    // Visitors see neither RECENT nor FAV (spec 001 §2 Home).
    await expect(main.getByRole('region', { name: t('category.FAV'), exact: true })).toHaveCount(0);
    await expect(main.getByRole('region', { name: t('category.RECENT'), exact: true })).toHaveCount(
      0,
    );
  });

  test('the FAV tab opens the login popup for a visitor and stays on the home', async ({
    page,
    skin,
    t,
  }) => {
    await page.goto('/');
    await page
      .getByRole('tablist', { name: t('home.gameMenu') })
      .getByRole('tab', { name: t('category.FAV') })
      .click();
    await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible({
      timeout: PAGE_LOAD,
    });
    await expect(page.getByRole('heading', { level: 1, name: skin.brand.title })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });
});
