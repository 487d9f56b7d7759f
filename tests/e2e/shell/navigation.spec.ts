// The top navigation as the skin makes it (spec 000 §2; spec 001 §2 Layout): exactly the skin's
// categories that have a vendor, in its order; at 375 px the header fits and the navigation
// scrolls sideways instead of widening the page.
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
    await page.goto('/');
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

  test('the header fits and the navigation scrolls sideways instead of widening the page', async ({
    page,
    t,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: t('nav.label') })).toBeVisible(FIRST_LOAD);
    const banner = page.getByRole('banner');
    expect((await banner.boundingBox())!.width).toBeLessThanOrEqual(375);
    const list = page
      .getByRole('navigation', { name: t('nav.label') })
      .getByRole('list')
      .first();
    const [scrollWidth, clientWidth, overflow] = await list.evaluate((element) => [
      element.scrollWidth,
      element.clientWidth,
      getComputedStyle(element).overflowX,
    ]);
    expect(clientWidth).toBeLessThanOrEqual(375);
    expect(overflow).toBe('auto');
    expect(scrollWidth).toBeGreaterThanOrEqual(clientWidth);
    await expect(
      page.getByRole('banner').getByRole('button', { name: t('header.notices') }),
    ).toBeInViewport();
  });
});
