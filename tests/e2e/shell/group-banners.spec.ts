// The banners beside the login and registration forms and in the side menu (spec 000 §2 "Banners
// per group": w_login, w_register, w_leftmenu), for every skin and each language it offers: a
// banner's headline and subtitle are text in the page's language over a picture without words,
// which is then decoration (an empty alt), and nothing of them is cut — beside the form on a wide
// screen, in the menu sheet at 360 px.
import type { Page } from '@playwright/test';
import {
  groupBanners,
  mergeEffective,
  type BannerGroup,
  type HomeBanner,
  type Locale,
  type ResolvedSkin,
} from '../../../engine';
import { bannerWords } from '../support/banner-words';
import { readBuiltDictionary } from '../support/built-skin';
import { call, skipAnnouncementPopup } from '../support/shell-support';
import { expect, test } from '../support/skin-test';
import { FIRST_LOAD, LIVE_PAGE } from '../support/waits';

/** The group's banners as the page shows them in `language`: the skin's, then the gateway's. */
async function shownBanners(
  baseURL: string,
  skin: ResolvedSkin,
  group: BannerGroup,
  language: Locale,
): Promise<HomeBanner[]> {
  const { banners } = await call(baseURL, skin, 'announcements', { platform: 'W' }, null, language);
  const { features } = mergeEffective(skin);
  return groupBanners(
    group,
    skin.banners[group] ?? [],
    banners,
    (feature) => features[feature].on,
    language,
  );
}

/**
 * `visit` in each language the skin offers, with its texts: the page opens in it (the player's
 * stored choice, spec 000 §4 Language).
 */
async function inEachLanguage(
  page: Page,
  skin: ResolvedSkin,
  visit: (language: Locale, texts: Record<string, string>) => Promise<void>,
): Promise<void> {
  for (const language of skin.locales.supported) {
    const texts = await readBuiltDictionary(skin.id, language);
    await page.addInitScript((language) => {
      localStorage.setItem('hisLang', language);
      localStorage.setItem('lang', language);
    }, language);
    await visit(language, texts);
  }
}

/** The banner's words are its headline and subtitle as text, whole, over a decorative picture. */
async function expectWordsOver(page: Page, banner: HomeBanner, scope: string): Promise<void> {
  const headline = banner.headline!;
  await expect
    .poll(async () => (await bannerWords(page, headline, scope))?.words.map((word) => word.text))
    .toEqual([headline, banner.subtitle].filter(Boolean));
  const drawn = (await bannerWords(page, headline, scope))!;
  expect(drawn.alt, `${headline}: the picture is decoration`).toBe('');
  expect(
    drawn.words.filter((word) => !word.inside || !word.uncut),
    `${headline}: words cut or outside the banner and its picture`,
  ).toEqual([]);
}

test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

test.describe('the account pop-ups’ banner on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('draws its headline and subtitle as text in the page’s language over a picture without words', async ({
    page,
    skin,
    baseURL,
  }) => {
    await inEachLanguage(page, skin, async (language, texts) => {
      for (const [path, group, title] of [
        ['/login', 'w_login', 'login.title'],
        ['/register', 'w_register', 'register.title'],
      ] as const) {
        const [banner] = await shownBanners(baseURL!, skin, group, language);
        expect(
          banner?.headline,
          `${skin.id}'s ${group} banner in ${language} has a headline`,
        ).toBeTruthy();
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language, FIRST_LOAD);
        const dialog = page.getByRole('dialog', { name: texts[title] });
        await expect(dialog.getByText(banner!.headline!, { exact: true })).toBeVisible(FIRST_LOAD);
        await expectWordsOver(page, banner!, '[role="dialog"]');
      }
    });
  });
});

test.describe('the side menu’s banners at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('draw their headline and subtitle as text in the page’s language, whole', async ({
    page,
    skin,
    baseURL,
  }) => {
    await inEachLanguage(page, skin, async (language, texts) => {
      const banners = await shownBanners(baseURL!, skin, 'w_leftmenu', language);
      test.skip(banners.length === 0, `${skin.id} shows no side-menu banner`);
      await page.goto('/');
      await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
      await page.getByRole('button', { name: texts['header.openMenu'] }).click();
      const sheet = page.getByRole('dialog', { name: texts['sideMenu.label'] });
      await expect(sheet).toBeVisible();
      for (const banner of banners) {
        // A skin's banner without a headline stays its picture, named by its alt.
        if (!banner.headline) {
          await expect(sheet.getByRole('img', { name: banner.alt })).toBeAttached();
          continue;
        }
        // The menu may list the same words as an entry (Promotions): the banner's are over its art.
        const words = sheet.locator('.words').getByText(banner.headline, { exact: true });
        await words.scrollIntoViewIfNeeded();
        await expect(words).toBeVisible();
        await expectWordsOver(page, banner, '[role="dialog"]');
      }
      expect(
        banners.some((banner) => banner.headline),
        `${skin.id}'s side-menu banners in ${language} have headlines`,
      ).toBe(true);
    });
  });
});
