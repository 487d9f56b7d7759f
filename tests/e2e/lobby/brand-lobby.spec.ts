// The home as a brand's lobby on a phone, for every skin: the hero banner spans the screen directly
// under the header, the first screen shows at least four tiles with art of their own (games or
// providers), a sportsbook brand's first rail is a sports category, and nothing on the home — link
// or banner — leads to a feature the skin switches off.
import type { Page } from '@playwright/test';
import { linkFeatures, mergeEffective, type FeatureId, type ResolvedSkin } from '../../../engine';
import { skipAnnouncementPopup } from '../support/lobby-support';
import { call } from '../support/shell-support';
import { expect, test } from '../support/skin-test';
import { FIRST_LOAD } from '../support/waits';

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
    const hero = page
      .getByRole('region', { name: t('home.banners') })
      .getByRole('img')
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
      await expect(page.getByRole('img', { name: banner.title, exact: true })).toHaveCount(0);
    }
    // The skin's own banners written in another language than the page's stay out.
    const foreign = Object.values(skin.banners)
      .flat()
      .filter((banner) => banner.language !== null && banner.language !== skin.locales.default);
    for (const banner of foreign) {
      await expect(page.getByRole('img', { name: banner.alt, exact: true })).toHaveCount(0);
    }
  });
});
