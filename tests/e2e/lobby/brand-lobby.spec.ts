// The home as a brand's lobby, for every skin. On a phone: the hero banner spans the screen directly
// under the header, its headline is text in the page's language over the picture, whole at 360 px,
// the first screen shows at least four tiles with art of their own (games or providers), a
// sportsbook brand's first rail is a sports category, and nothing on the home — link or banner —
// leads to a feature the skin switches off. On a phone and on a wide screen the home lists the
// categories once: its game menu's chips, with no top navigation in the header.
import type { Page } from '@playwright/test';
import { linkFeatures, mergeEffective, type FeatureId, type ResolvedSkin } from '../../../engine';
import { bannerWords } from '../support/banner-words';
import { homeBannerIn, skipAnnouncementPopup } from '../support/lobby-support';
import { call } from '../support/shell-support';
import { expect, test } from '../support/skin-test';
import { FIRST_LOAD, LIVE_PAGE } from '../support/waits';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The addresses of the pictures drawn in the tiles of the home's rails within the first screen. */
function firstScreenArt(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main, height) => {
    const pictures = main.querySelectorAll<HTMLImageElement>('section[aria-label] li img');
    return [...pictures]
      .filter((picture) => {
        const box = picture.getBoundingClientRect();
        // Wholly on the first screen, and drawn (a picture still loading or failed is no art).
        return (
          box.width > 0 &&
          box.top >= 0 &&
          box.bottom <= height &&
          box.left >= 0 &&
          box.right <= window.innerWidth &&
          picture.complete &&
          picture.naturalWidth > 0
        );
      })
      .map((picture) => picture.currentSrc || picture.src);
  }, PHONE.height);
}

/** Whether the skin offers a feature (with the gateway's module tree all on, as seeded). */
function featureOn(skin: ResolvedSkin): (feature: FeatureId) => boolean {
  const { features } = mergeEffective(skin);
  return (feature) => features[feature].on;
}

test.describe('the home as a brand lobby on a phone', () => {
  test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

  test('the hero spans the screen under the header, and the first screen shows four tiles with art of their own', async ({
    page,
    t,
  }) => {
    await page.goto('/');
    // The picture is decoration: the headline over it names the banner.
    const hero = page
      .getByRole('region', { name: t('home.banners') })
      .locator('img')
      .first();
    await expect(hero).toBeVisible(FIRST_LOAD);
    // Polled: the still first banner gives way to the carousel, which draws the same image anew.
    const heroBox = async () => (await hero.boundingBox()) ?? { x: 0, y: -1, width: 0, height: 0 };
    await expect
      .poll(async () => (await heroBox()).width, {
        message: 'the hero image is as wide as the phone',
        ...FIRST_LOAD,
      })
      .toBeGreaterThanOrEqual(0.9 * PHONE.width);
    // Measured from the top of the page (the header stays on screen as the page scrolls), polled
    // while the carousel settles.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          const header = (await page.getByRole('banner').first().boundingBox())!;
          return Math.abs((await heroBox()).y - (header.y + header.height));
        },
        { message: 'the hero starts under the header', ...FIRST_LOAD },
      )
      .toBeLessThan(2);
    await expect
      .poll(async () => new Set(await firstScreenArt(page)).size, {
        message: 'tiles with distinct art wholly on the first screen',
        ...FIRST_LOAD,
      })
      .toBeGreaterThanOrEqual(4);
  });

  test('a sportsbook’s first rail is a sports category', async ({ page, skin, t }) => {
    test.skip(skin.layout.home !== 'sportsbook', `${skin.id} lays its home out as a casino`);
    await page.goto('/');
    const panel = page.getByRole('tabpanel');
    const first = panel.locator('section[aria-label]').first();
    await expect(first.getByRole('listitem').first()).toBeVisible(FIRST_LOAD);
    expect([t('category.SPORTS'), t('category.ESPORTS')]).toContain(
      await first.getAttribute('aria-label'),
    );
  });

  test('no link or banner on the home leads to a feature the skin switches off, or speaks another language', async ({
    page,
    skin,
    t,
    baseURL,
  }) => {
    const on = featureOn(skin);
    await page.goto('/');
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible(FIRST_LOAD);
    // The menu sheet holds the side menu and its banners on a phone.
    await page.getByRole('button', { name: t('header.openMenu') }).click();
    const links = await page
      .locator('a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(links.length, 'the home and its menu have links').toBeGreaterThan(0);
    const dead = links.filter((href) => !linkFeatures(href).every(on));
    expect(dead, 'links to a feature the skin switches off').toEqual([]);
    // The gateway's banners of every group: none that leads to a page the skin switched off shows.
    const { banners } = await call(
      baseURL!,
      skin,
      'announcements',
      { types: 'B' },
      null,
      skin.locales.default,
    );
    const offBanners = banners.filter(
      (banner) =>
        banner.linkageType === 'ROUTE' &&
        banner.linkTarget !== null &&
        !linkFeatures(banner.linkTarget).every(on),
    );
    for (const banner of offBanners) {
      const headline = banner.groupName === 'w_home' ? banner.title : null;
      await expect(homeBannerIn(page, { headline, alt: banner.title })).toHaveCount(0);
    }
    // The skin's own banners written in another language than the page's stay out.
    const foreign = Object.values(skin.banners)
      .flat()
      .filter((banner) => banner.language !== null && banner.language !== skin.locales.default);
    for (const banner of foreign) {
      await expect(homeBannerIn(page, banner)).toHaveCount(0);
    }
  });
});

test.describe('the hero’s headline at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

  test('is text in the page’s language over the first slide, whole', async ({ page, skin, t }) => {
    const first = skin.banners.w_home.find(
      (banner) => (banner.language ?? skin.locales.default) === skin.locales.default,
    );
    test.skip(!first?.headline, `${skin.id}'s first home banner carries its own words`);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', skin.locales.default);
    const region = page.getByRole('region', { name: t('home.banners') });
    await expect(region.getByText(first!.headline!, { exact: true })).toBeVisible(FIRST_LOAD);
    // Polled: the still first banner gives way to the carousel, which draws the same slide anew.
    const words = async () => (await bannerWords(page, first!.headline!, '.slide'))?.words;
    await expect
      .poll(async () => (await words())?.map((word) => word.text), FIRST_LOAD)
      .toEqual([first!.headline, first!.subtitle, t('home.bannerOpen')].filter(Boolean));
    await expect
      .poll(async () => (await words())?.filter((word) => !word.inside || !word.uncut), {
        message: 'words cut or outside the slide and its picture',
        ...FIRST_LOAD,
      })
      .toEqual([]);
  });
});

for (const viewport of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a wide screen', width: 1440, height: 900 },
]) {
  test.describe(`the categories on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

    test('the home lists them once, as its game menu; another page’s header has them', async ({
      page,
      skin,
      t,
    }) => {
      const named = (category: string) => ({ name: t(`category.${category}`), exact: true });
      await page.goto('/');
      const menu = page.getByRole('tablist', { name: t('home.gameMenu') });
      await expect(menu).toBeVisible(FIRST_LOAD);
      await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
      const header = page.getByRole('banner').first();
      for (const category of skin.categories) {
        await expect(menu.getByRole('tab', named(category))).toBeVisible();
        await expect(
          header.getByRole('link', named(category)).filter({ visible: true }),
        ).toHaveCount(0);
      }
      await expect(page.getByRole('navigation', { name: t('nav.label') })).toHaveCount(0);
      // Elsewhere the header's navigation lists them on a wide screen (a phone's is in its menu).
      await page.goto('/promotions');
      const nav = header.getByRole('navigation', { name: t('nav.label') });
      if (viewport.width >= 1024) {
        await expect(nav.getByRole('link', named(skin.categories[0]!))).toBeVisible(FIRST_LOAD);
      } else {
        await expect(page.getByRole('heading', { name: t('promotion.title') })).toBeVisible(
          FIRST_LOAD,
        );
        await expect(nav).toHaveCount(0);
      }
    });
  });
}
