// The navigation at work (spec 000 §2; spec 001 §2 Layout), on the default skin: the vendor panel
// on hover (enlarged past 10, none for Home); a single-vendor category launching directly (a
// visitor is asked to log in first); at 375 px the side menu is a drawer. The top navigation is
// tried on the promotions page: the home has none (its game menu lists the categories).
import { NEVER_LAUNCH_DIRECTLY, type Category } from '../../../../engine';
import { call, fill, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test.describe('the top navigation', () => {
  test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

  test('shows a category’s vendors on hover, enlarged past 10, and none for Home', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const lanes = (await call(baseURL!, skin, 'gameVendors', { platform: 'html5-desktop' })).data
      .lanes;
    await page.goto('/promotions');
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await expect(nav).toBeVisible(FIRST_LOAD);
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
    await page.goto('/promotions');
    await expect(page.getByRole('navigation', { name: t('nav.label') })).toBeVisible(FIRST_LOAD);
    await page
      .getByRole('navigation', { name: t('nav.label') })
      .getByRole('link', { name: t(`category.${single as Category}`), exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/promotions');
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
    await expect(page.getByRole('button', { name: t('header.openMenu') })).toBeVisible(FIRST_LOAD);
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
});
