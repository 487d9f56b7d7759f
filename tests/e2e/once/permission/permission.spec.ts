// The permission payload read fully (spec 000 §3): the mirror list from domainRoute, the move to
// the main domain when the permission asks for it, game pictures from the image CDN it names, the
// analytics script only after the player accepts the consent banner (gateway/README.md "Main
// domain, mirrors, image CDN and analytics"), and the header's customer-service icon opening the
// chat room for a logged-in player.
import type { Page, Request } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { freshPlayer, openAs, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

const STAND_IN = '/__dev/analytics/gtag.js';

/** Every request the page makes for the stand-in analytics script. */
function analyticsRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === STAND_IN) seen.push(request);
  });
  return seen;
}

test.beforeEach(async ({ page }) => skipAnnouncementPopup(page));

test('the footer lists the permission’s mirror sites', async ({ page, t, devSwitches }) => {
  await devSwitches.permission({ domainRoute: ['m1.mirror.test', 'm2.mirror.test'] });
  await page.goto('/');
  const mirrors = page
    .getByRole('contentinfo')
    .getByRole('region', { name: t('footer.mirrors') })
    .getByRole('link');
  await expect(mirrors).toHaveText(['m1.mirror.test', 'm2.mirror.test'], FIRST_LOAD);
  await expect(mirrors.first()).toHaveAttribute('href', 'https://m1.mirror.test');
});

test('moves to the main domain when the permission asks, keeping the path, query and hash', async ({
  page,
  t,
  baseURL,
  devSwitches,
}) => {
  const here = new URL(baseURL!);
  // The same preview under its other loopback name stands in for the main domain.
  const mainHost = here.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  const main = `${mainHost}:${here.port}`;
  await devSwitches.permission({ mainDomain: main, redirectToMainDomain: true });
  await page.goto('/help?from=mirror#term');
  await page.waitForURL(`http://${main}/help?from=mirror#term`);
  // On the main domain itself the page stays: the help centre shows.
  await expect(page.getByRole('heading', { name: t('help.title'), level: 1 })).toBeVisible(
    FIRST_LOAD,
  );
  expect(page.url()).toBe(`http://${main}/help?from=mirror#term`);
});

test('shows game pictures from the permission’s image CDN', async ({ page }) => {
  const permission = page.waitForResponse((response) =>
    response.url().includes('/wps/system/permission'),
  );
  await page.goto('/');
  const { imageCDNs } = (await (await permission).json()).value.info as { imageCDNs: string[] };
  const picture = page.locator('main img[src*="/lgw/art/games/"]').first();
  await expect(picture).toBeVisible(FIRST_LOAD);
  expect(await picture.getAttribute('src')).toMatch(
    new RegExp(`^${imageCDNs[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/lgw/art/games/`),
  );
});

test.describe('the analytics consent banner', () => {
  test.beforeEach(async ({ devSwitches }) => {
    await devSwitches.permission({ gtagId: 'G-GATEWAY' });
  });

  test('asks first, loads nothing after a decline, and remembers the decline', async ({
    page,
    t,
  }) => {
    const requests = analyticsRequests(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: t('consent.title') });
    await expect(banner).toBeVisible(FIRST_LOAD);
    expect(
      await seriousViolations(page, 'section[aria-labelledby="consent-banner-title"]'),
    ).toEqual([]);
    await banner.getByRole('button', { name: t('consent.decline') }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('analyticsConsent'))).toBe('declined');

    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('region', { name: t('consent.title') })).toHaveCount(0);
    expect(await page.locator('script[data-analytics]').count()).toBe(0);
    expect(requests).toEqual([]);
  });

  test('loads the stand-in analytics script with the gateway’s id once accepted', async ({
    page,
    t,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: t('consent.title') });
    await expect(banner).toBeVisible(FIRST_LOAD);
    const loaded = page.waitForRequest((request) => new URL(request.url()).pathname === STAND_IN);
    await banner.getByRole('button', { name: t('consent.accept') }).click();
    expect(new URL((await loaded).url()).searchParams.get('id')).toBe('G-GATEWAY');
    await expect(page.locator('html')).toHaveAttribute('data-analytics-loaded', 'G-GATEWAY');
    await expect(banner).toBeHidden();
    const configured = await page.evaluate(() =>
      ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'config')
        .map((entry) => entry[1]),
    );
    expect(configured).toEqual(['G-GATEWAY', 'G-SKINFORGE']);
  });
});

test('the header’s customer-service icon opens the chat room for a logged-in player', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  const player = await freshPlayer(baseURL!, skin);
  await openAs(page, player, '/help');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('header.customerService') })
    .click(FIRST_LOAD);
  await expect(page.getByRole('dialog', { name: t('chat.title') })).toBeVisible(FIRST_LOAD);
});
