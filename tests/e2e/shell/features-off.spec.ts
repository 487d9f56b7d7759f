// What a skin leaves out (spec 000 §2 "when its flag is on"): a feature that is off has no entry
// anywhere; its route says it is not offered, or, for the points mall, leads home. The default skin switches every feature on, so
// these run only for the skins that switch one off.
import { call, skipAnnouncementPopup } from '../support/shell-support';
import { coveredOnce, expect, test } from '../support/skin-test';
import { FIRST_LOAD, LIVE_PAGE } from '../support/waits';

coveredOnce('features', (skin) => skin.features);

test.describe('a feature the skin switches off', () => {
  test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

  test('the points mall is not offered: its address leads home, and no home banner leads there', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    test.skip(skin.features.pointsMall, 'the skin offers the points mall');
    const banners = (
      await call(baseURL!, skin, 'announcements', { types: 'B' }, null, skin.locales.default)
    ).banners;
    const mall = banners.find((banner) => banner.linkTarget === '/pointMall');
    await page.goto('/');
    const carousel = page.getByRole('region', { name: t('home.banners') });
    await expect(carousel).toBeVisible(FIRST_LOAD);
    // A mouse over the still first banner brings the carousel, with every banner it keeps.
    await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
    await carousel.hover();
    await expect(carousel.getByRole('group').first()).toBeAttached(FIRST_LOAD);
    expect(
      mall,
      'the gateway sends a banner to the points mall for the site to leave out',
    ).toBeDefined();
    // A home banner's title is its headline, drawn over its picture.
    await expect(carousel.getByText(mall!.title, { exact: true })).toHaveCount(0);

    await page.goto('/pointMall');
    await expect(page).toHaveURL(/\/$/, FIRST_LOAD);
    await expect(page.getByRole('region', { name: t('home.banners') })).toBeVisible(FIRST_LOAD);
  });

  test('referral is not offered: the side menu has no invite entry', async ({ page, skin, t }) => {
    test.skip(skin.features.referral, 'the skin offers referral');
    await page.goto('/');
    await expect(page.getByRole('link', { name: t('sideMenu.home') }).first()).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByRole('link', { name: t('sideMenu.invite') })).toHaveCount(0);
  });
});
