// The picker names each language in its own words and, for the other one, in the current language.
// Caching: the vendor lanes are kept in session storage under `gameVendor`; a language
// change flushes them and reloads the vendors and the games in the new language (spec 001 §4).
import { categoryPath, type ApiVendorLane, type Locale } from '../../../../engine';
import { grid, shownGames, skipAnnouncementPopup } from '../../support/lobby-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

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
  await expect.poll(async () => (await cached())?.language, FIRST_LOAD).toBe(skin.locales.default);

  const picker = page.getByRole('combobox', { name: t('sideMenu.language') });
  // Each language by its own name, the other one also named in the current language.
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(picker.locator(`option[value="${skin.locales.default}"]`)).toHaveText(
    t(`language.${skin.locales.default}`),
  );
  await expect(picker.locator(`option[value="${other}"]`)).toHaveText(
    new RegExp(`^${escape(t(`language.${other}`))} \\(.+\\)$`),
  );
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
