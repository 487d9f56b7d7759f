// The home's first paint comes from HTML (`skinforge build` renders it into `#root`): before any
// script runs the page already shows the header, the game menu and the first banner; the
// runtime then hydrates it — the same elements become the live page, moving nothing, with the
// styles the build wrote taken over rather than made again — and a page at another path never keeps
// the home's picture.
import { skipAnnouncementPopup } from '../../support/announcement-popup';
import { PHONE } from '../../support/axe';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD, LIVE_PAGE } from '../../support/waits';

/** `#root` while it holds the build's first view, before boot has decided. */
const FIRST_VIEW = '#root[data-first-view]';

test.describe('the first view', () => {
  test('shows the header, the game menu and the first banner before any script runs', async ({
    browser,
    baseURL,
    skin,
    t,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const view = page.locator(FIRST_VIEW);
    await expect(view).toHaveAttribute('inert', '');
    await expect(view.locator('header a.brand img')).toBeVisible();
    // The home's categories are its game menu's tabs; its header has no top navigation.
    await expect(
      view.locator(`[role="tablist"][aria-label="${t('home.gameMenu')}"]`),
    ).toBeVisible();
    await expect(view.locator(`nav[aria-label="${t('nav.label')}"]`)).toHaveCount(0);
    const banner = skin.banners.w_home[0]!;
    const image = view.locator(`img[src="/${banner.image}"]`);
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await context.close();
  });

  test('becomes the live page on a phone: the same elements, no layout shift, its styles taken over', async ({
    page,
    t,
  }) => {
    await page.setViewportSize(PHONE);
    await skipAnnouncementPopup(page);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      const seen = window as unknown as { layoutShifts: number[]; firstViewHeader?: Element };
      seen.layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      // The header the HTML brought, before any of the page's script has run.
      document.addEventListener('DOMContentLoaded', () => {
        seen.firstViewHeader = document.querySelector('#root header') ?? undefined;
      });
    });
    await page.goto('/');
    await expect(page.locator(LIVE_PAGE)).toBeAttached(FIRST_LOAD);
    await expect(page.getByRole('button', { name: t('header.login') })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('banner')).toHaveCount(1);
    // Hydrated, not drawn again: the live header is the element the HTML brought.
    expect(
      await page.evaluate(() => {
        const seen = window as unknown as { firstViewHeader?: Element };
        return seen.firstViewHeader !== undefined && seen.firstViewHeader.isConnected;
      }),
    ).toBe(true);
    // styled-components took the build's style sheet over as its own (and removed it).
    await expect(page.locator('#first-view-css')).toHaveCount(0);
    await expect(page.locator('#root[data-first-view]')).toHaveCount(0);
    const shifted = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce(
        (sum, value) => sum + value,
        0,
      ),
    );
    expect(shifted).toBeLessThan(0.01);
  });

  test('is dropped at once on a page at another path, before boot has asked the gateway anything', async ({
    page,
  }) => {
    await skipAnnouncementPopup(page);
    // The permission call is the app's first: when it is made, the runtime's first check has run,
    // and while it is held boot cannot decide, nor lift the first view's `inert`.
    await page.route('**/wps/system/permission**', () => undefined);
    let asked = page.waitForRequest('**/wps/system/permission**');
    await page.goto('/help');
    await asked;
    await expect(page.locator(FIRST_VIEW)).toHaveCount(0);
    await expect(page.locator('#first-view-css')).toHaveCount(0);

    asked = page.waitForRequest('**/wps/system/permission**');
    await page.goto('/');
    await asked;
    await expect(page.locator(`${FIRST_VIEW} > header`)).toBeVisible();
  });

  test('pictures each entry page at its own route: a game category shows its own tab as current', async ({
    browser,
    baseURL,
    skin,
    t,
  }) => {
    const category = skin.categories[0]!;
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${category.toLowerCase()}`);
    const nav = page.locator(`${FIRST_VIEW} nav[aria-label="${t('nav.label')}"]`);
    await expect(nav.locator('[aria-current="page"]')).toHaveText(t(`category.${category}`));
    await context.close();
  });
});
