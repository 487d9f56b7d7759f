// The top navigation as the skin makes it (spec 000 §2; spec 001 §2 Layout): exactly the skin's
// categories that have a vendor, in its order; at 375 px the header keeps one row and the
// navigation is in the phone's menu instead.
import { call, skipAnnouncementPopup } from '../support/shell-support';
import { coveredOnce, expect, test } from '../support/skin-test';
import { FIRST_LOAD } from '../support/waits';

coveredOnce('categories and brand', (skin) => [skin.categories, skin.brand]);

test.describe('the top navigation', () => {
  test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

  test('shows Home, exactly the skin’s categories that have vendors in its order, and Promotions', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const lanes = (await call(baseURL!, skin, 'gameVendors', { platform: 'html5-desktop' })).data
      .lanes;
    const withVendors = skin.categories.filter((category) =>
      lanes.some((lane) => lane.title === category && lane.cards.length > 0),
    );
    // Any page but the home: there the game menu lists the categories (tests/e2e/lobby/brand-lobby).
    await page.goto('/promotions');
    await expect(
      page.getByRole('navigation', { name: t('nav.label') }).getByRole('link'),
    ).toHaveText(
      [
        t('category.HOME'),
        ...withVendors.map((category) => t(`category.${category}`)),
        t('category.PROMO'),
      ],
      FIRST_LOAD,
    );
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

  test('the header keeps one row and the navigation is in the menu, every category with vendors there', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const lanes = (await call(baseURL!, skin, 'gameVendors', { platform: 'html5-desktop' })).data
      .lanes;
    const withVendors = skin.categories.filter((category) =>
      lanes.some((lane) => lane.title === category && lane.cards.length > 0),
    );
    await page.goto('/');
    const banner = page.getByRole('banner');
    const menuButton = banner.getByRole('button', { name: t('header.openMenu') });
    await expect(menuButton).toBeVisible(FIRST_LOAD);
    const header = (await banner.boundingBox())!;
    expect(header.width).toBeLessThanOrEqual(375);
    expect(header.height).toBeLessThanOrEqual(64);
    await expect(banner.getByRole('navigation', { name: t('nav.label') })).toHaveCount(0);
    await menuButton.click();
    const nav = page
      .getByRole('dialog', { name: t('sideMenu.label') })
      .getByRole('navigation', { name: t('nav.label') });
    for (const category of withVendors) {
      await expect(
        nav.getByRole('link', { name: t(`category.${category}`), exact: true }),
      ).toBeInViewport();
    }
  });
});
