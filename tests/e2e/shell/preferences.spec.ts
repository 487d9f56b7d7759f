// Language and theme in the shell (spec 000 §4; the skin's theme), for every skin: the side menu's
// selector switches PT ↔ EN (texts change, stored under hisLang and lang, kept after a reload); the
// theme toggle exists only where the skin allows it and its choice survives a reload.
import type { Locale } from '../../../engine';
import { readBuiltDictionary } from '../support/built-skin';
import { hexToRgb } from '../support/colour';
import { skipAnnouncementPopup } from '../support/shell-support';
import { coveredOnce, expect, test } from '../support/skin-test';
import { FIRST_LOAD } from '../support/waits';

coveredOnce('languages and theme', (skin) => [skin.locales, skin.theme]);

test.describe('the language selector', () => {
  test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

  test('switches to the other language, stores it under hisLang and lang, and keeps it after a reload', async ({
    page,
    skin,
    t,
  }) => {
    const second = skin.locales.supported.find((locale) => locale !== skin.locales.default);
    test.skip(!second, `${skin.id} offers one language`);
    const other = second as Locale;
    const otherTexts = await readBuiltDictionary(skin.id, other);
    await page.goto('/promotions');
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    await expect(nav.getByRole('link').first()).toHaveText(t('category.HOME'), FIRST_LOAD);

    await page.getByLabel(t('sideMenu.language')).selectOption(other);
    await expect(
      page.getByRole('navigation', { name: otherTexts['nav.label'] }).getByRole('link').first(),
    ).toHaveText(otherTexts['category.HOME']!);
    await expect(
      page.getByRole('contentinfo').getByRole('heading', { name: otherTexts['footer.help'] }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('hisLang'),
        localStorage.getItem('lang'),
        document.documentElement.lang,
      ]),
    ).toEqual([other, other, other]);

    await page.reload();
    await expect(
      page.getByRole('navigation', { name: otherTexts['nav.label'] }).getByRole('link').first(),
    ).toHaveText(otherTexts['category.HOME']!);
    await page.getByLabel(otherTexts['sideMenu.language']!).selectOption(skin.locales.default);
    await expect(nav.getByRole('link').first()).toHaveText(t('category.HOME'));
  });

  test('is absent where the skin offers one language', async ({ page, skin, t }) => {
    test.skip(skin.locales.supported.length > 1, `${skin.id} offers a second language`);
    await page.goto('/promotions');
    await expect(
      page
        .getByRole('navigation', { name: t('nav.label') })
        .getByRole('link')
        .first(),
    ).toHaveText(t('category.HOME'), FIRST_LOAD);
    await expect(page.getByLabel(t('sideMenu.language'))).toHaveCount(0);
  });
});

test.describe('the theme toggle', () => {
  test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

  test('is absent where the skin offers one colour mode, which the page keeps', async ({
    page,
    skin,
    t,
  }) => {
    test.skip(skin.theme.allowToggle, `${skin.id} lets players switch the colour mode`);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute(
      'data-theme',
      skin.theme.defaultMode,
      FIRST_LOAD,
    );
    await expect(
      page.getByRole('banner').getByRole('button', { name: t('header.notices') }),
    ).toBeVisible(FIRST_LOAD);
    await expect(
      page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t('header.theme')}`) }),
    ).toHaveCount(0);
  });

  test('switches the colour mode and keeps it after a reload where the skin allows it', async ({
    page,
    skin,
    t,
  }) => {
    test.skip(!skin.theme.allowToggle, `${skin.id} offers one colour mode`);
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', skin.theme.defaultMode, FIRST_LOAD);
    await expect(
      page.getByRole('banner').getByRole('button', { name: t('header.notices') }),
    ).toBeVisible(FIRST_LOAD);
    const toggle = page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${t('header.theme')}`) });
    const other = skin.theme.defaultMode === 'dark' ? 'light' : 'dark';
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', other);
    await expect(page.locator('body')).toHaveCSS(
      'background-color',
      hexToRgb(skin.theme.tokens[other].background),
    );
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', other, FIRST_LOAD);
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', skin.theme.defaultMode);
  });
});
