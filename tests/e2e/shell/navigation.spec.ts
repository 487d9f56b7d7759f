// The top navigation and the side menu (spec 000 §2; spec 001 §2 Layout), for every skin: exactly
// the skin's categories that have a vendor, in its order; the vendor panel on hover (enlarged past
// 10); a single-vendor category launching directly (a visitor is asked to log in first); at 375 px
// the navigation scrolls and the side menu is a drawer.
import { NEVER_LAUNCH_DIRECTLY, type Category } from '../../../engine';
import { expect, test } from '../support/skin-test';
import { call, fill, FLOW_TIMEOUT, LOADED, skipAnnouncementPopup } from './shell-support';

test.describe.configure({ timeout: FLOW_TIMEOUT });

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
      LOADED,
    );
  });

  test('shows a category’s vendors on hover, enlarged past 10, and none for Home', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const lanes = (await call(baseURL!, skin, 'gameVendors', { platform: 'html5-desktop' })).data
      .lanes;
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await expect(nav).toBeVisible(LOADED);
    // The category with the most vendors (enlarged when past 10) and the one with the fewest.
    const shown = skin.categories
      .map((category) => ({
        category,
        cards: lanes.find((lane) => lane.title === category)?.cards ?? [],
      }))
      .filter((entry) => entry.cards.length > 0)
      .sort((a, b) => b.cards.length - a.cards.length);
    for (const { category, cards } of [shown[0]!, shown.at(-1)!]) {
      const name = t(`category.${category}`);
      await nav.getByRole('link', { name, exact: true }).hover();
      const panel = nav.getByRole('list', { name: fill(t('nav.vendors'), { category: name }) });
      await expect(panel.getByRole('link')).toHaveText(cards.map((card) => card.name));
      await expect(nav.locator('[data-enlarged]')).toHaveCount(cards.length > 10 ? 1 : 0);
    }
    await nav.getByRole('link', { name: t('category.HOME'), exact: true }).hover();
    await expect(nav.getByRole('list', { name: /./ })).toHaveCount(0);
  });

  test('launches a category’s only vendor on click, asking a visitor to log in first', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const lanes = (await call(baseURL!, skin, 'gameVendors', { platform: 'html5-desktop' })).data
      .lanes;
    const single = skin.categories.find(
      (category) =>
        !NEVER_LAUNCH_DIRECTLY.includes(category) &&
        lanes.find((lane) => lane.title === category)?.cards.length === 1,
    );
    expect(
      single,
      `${skin.id}: the seed gives one of the skin's launchable categories a single vendor (BGS or ELOTT)`,
    ).toBeDefined();
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: t('nav.label') })).toBeVisible(LOADED);
    await page
      .getByRole('navigation', { name: t('nav.label') })
      .getByRole('link', { name: t(`category.${single as Category}`), exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

  test('the side menu is a drawer the menu button opens and Escape closes', async ({
    page,
    skin,
    t,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: t('header.openMenu') })).toBeVisible(LOADED);
    await expect(page.getByRole('navigation', { name: t('sideMenu.label') })).toHaveCount(0);
    const open = page.getByRole('button', { name: t('header.openMenu') });
    await open.click();
    const drawer = page.getByRole('dialog', { name: t('sideMenu.label') });
    await expect(drawer).toBeVisible();
    const home = drawer.getByRole('link', { name: t('sideMenu.home') });
    if (skin.menus.side.includes('home')) await expect(home).toBeVisible();
    else await expect(home).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test('the header fits and the navigation scrolls sideways instead of widening the page', async ({
    page,
    t,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: t('nav.label') })).toBeVisible(LOADED);
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
