// Caching: the vendor lanes are kept in session storage under `gameVendor`; a language
// change flushes them and reloads the vendors and the games in the new language (spec 001 §4).
import { categoryPath, type ApiVendorLane, type Locale } from '../../../engine';
import { expect, test } from '../support/skin-test';
import { grid, PAGE_LOAD, shownGames, skipAnnouncementPopup } from './lobby-support';

test('a language change flushes the cached vendors and reloads vendors and games in the new language', async ({
  page,
  skin,
  t,
}) => {
  const second = skin.locales.supported.find((locale) => locale !== skin.locales.default);
  test.skip(!second, `${skin.id} offers one language`);
  const other = second as Locale;
  await skipAnnouncementPopup(page);
  const category = skin.categories[0]!;
  await page.goto(categoryPath(category));
  await shownGames(grid(page, t(`category.${category}`)));
  const cached = () =>
    page.evaluate(
      () =>
        JSON.parse(sessionStorage.getItem('gameVendor') ?? 'null') as {
          language: string;
          lanes: ApiVendorLane[];
        } | null,
    );
  await expect
    .poll(async () => (await cached())?.language, { timeout: PAGE_LOAD })
    .toBe(skin.locales.default);

  const picker = page.getByRole('combobox', { name: t('sideMenu.language') });
  const reloads = [
    page.waitForResponse((response) => response.url().includes('/lgw/vendors')),
    page.waitForResponse((response) => response.url().includes('/lgw/games')),
  ];
  await picker.selectOption(other);
  const [vendors] = await Promise.all(reloads);
  expect(vendors.request().headers()['x-language']).toBe(other);
  await expect.poll(async () => (await cached())?.language).toBe(other);
  await expect(page.locator('html')).toHaveAttribute('lang', other);
});
