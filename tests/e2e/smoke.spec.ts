// The smoke every skin must pass: its home shows its brand, colours and categories, and /login
// opens the login dialog over the home.
import { hexToRgb } from './support/colour';
import { expect, test } from './support/skin-test';
import { FIRST_LOAD } from './support/waits';

test.describe('smoke', () => {
  test('the home renders with the skin’s title, colours and categories', async ({
    page,
    skin,
    t,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(skin.brand.title);
    await expect(page.getByRole('heading', { level: 1, name: skin.brand.title })).toBeVisible();

    const tokens = skin.theme.tokens[skin.theme.defaultMode];
    expect(
      tokens,
      `the skin has tokens for its default mode (${skin.theme.defaultMode})`,
    ).toBeDefined();
    await expect(page.locator('html')).toHaveAttribute('data-theme', skin.theme.defaultMode);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--skin-primary').trim(),
    );
    expect(primary.toLowerCase()).toBe(tokens!.primary.toLowerCase());
    await expect(page.locator('body')).toHaveCSS('background-color', hexToRgb(tokens!.background));
    await expect(page.locator('body')).toHaveCSS('color', hexToRgb(tokens!.text));

    // The categories are the game menu's tabs on the home (spec 001 §2 Home).
    const menu = page.getByRole('tablist', { name: t('home.gameMenu') });
    await expect(menu.getByRole('tab')).toHaveText([
      t('category.HOME'),
      t('category.FAV'),
      t('category.HOT'),
      ...skin.categories.map((category) => t(`category.${category}`)),
    ]);
  });

  test('/login opens the login dialog over the home', async ({ page, skin, t }) => {
    await page.goto('/login');
    await expect(page.getByRole('dialog', { name: t('login.title') })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('heading', { level: 1, name: skin.brand.title })).toBeVisible();
  });
});
