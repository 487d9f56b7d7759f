// What a skin changes on the home: the widgets it switches off are absent, and its sections (hot
// games, then a row of vendors per category) are listed in its order. The widgets at work are
// tests/e2e/once/lobby/home-widgets.spec.ts's.
import type { Locator, Page } from '@playwright/test';
import { type ResolvedSkin } from '../../../engine';
import { scrollUntilAttached, skipAnnouncementPopup } from '../support/lobby-support';
import { coveredOnce, expect, test } from '../support/skin-test';
import { FIRST_LOAD } from '../support/waits';

coveredOnce('home sections, widgets and categories', (skin) => [skin.home, skin.categories]);

type Widget = keyof ResolvedSkin['home']['widgets'];

/** Where each widget is on the home, found by its accessible name. */
function widgets(page: Page, t: (key: string) => string): Record<Widget, Locator> {
  return {
    marquee: page.getByRole('navigation', { name: t('home.marquee') }),
    banners: page.getByRole('region', { name: t('home.banners') }),
    jackpot: page.getByRole('region', { name: t('home.jackpot') }),
    winners: page.getByRole('region', { name: t('home.winners') }),
  };
}

const switchedOff = (skin: ResolvedSkin) =>
  (Object.keys(skin.home.widgets) as Widget[]).filter((widget) => !skin.home.widgets[widget]);

test.describe('home widgets', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
  });

  test('leaves out the widgets the skin switches off', async ({ page, skin, t }) => {
    const off = switchedOff(skin);
    test.skip(off.length === 0, `${skin.id} shows every home widget`);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: skin.brand.title })).toBeVisible(
      FIRST_LOAD,
    );
    // The widgets the skin keeps are there, so the page has rendered its widgets.
    const shown = widgets(page, t);
    for (const widget of Object.keys(shown) as Widget[]) {
      if (skin.home.widgets[widget]) {
        // The winner board, at the bottom, is drawn once a player comes near it.
        if (widget === 'winners') await scrollUntilAttached(page, shown[widget]);
        await expect(shown[widget]).toBeVisible(FIRST_LOAD);
      }
    }
    for (const widget of off) await expect(shown[widget]).toHaveCount(0);
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
      ).toBeVisible(FIRST_LOAD);
    }
    const firstCategory = skin.home.sections.find((section) =>
      skin.categories.includes(section as (typeof skin.categories)[number]),
    );
    expect(firstCategory, 'the skin lists a category section').toBeDefined();
    const row = main.getByRole('region', { name: t(`category.${firstCategory}`), exact: true });
    const vendors = row.getByRole('listitem');
    await expect(vendors.first()).toBeVisible(FIRST_LOAD);
    expect(await vendors.count()).toBeLessThanOrEqual(5);
    // Visitors see neither RECENT nor FAV (spec 001 §2 Home).
    await expect(main.getByRole('region', { name: t('category.FAV'), exact: true })).toHaveCount(0);
    await expect(main.getByRole('region', { name: t('category.RECENT'), exact: true })).toHaveCount(
      0,
    );
  });
});
