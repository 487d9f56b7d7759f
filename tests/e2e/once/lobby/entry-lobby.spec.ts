// A category lobby is an entry page (links and ads land on it): its first games are asked for as
// the app starts, beside the permission call, and the lobby shows that answer without asking again.
import type { Request } from '@playwright/test';
import { FIRST_SCREEN_IMAGES } from '../../../../engine';
import { skipAnnouncementPopup } from '../../support/lobby-support';
import { freshPlayer, openAs } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

const isFirstRngPage = (request: Request) => {
  const url = new URL(request.url());
  return (
    url.pathname.endsWith('/lgw/games') &&
    url.searchParams.get('gameType') === 'RNG' &&
    url.searchParams.get('pageNo') === '1' &&
    !url.searchParams.has('vassalage')
  );
};

test('a category lobby opened directly asks for its first games while the permission call is still out, and once', async ({
  page,
}) => {
  await skipAnnouncementPopup(page);
  // The permission answer is held: boot cannot render the lobby meanwhile (until the client gives
  // the call up at its timeout), so a games request seen before that was made beside it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/wps/system/permission**', async (route) => {
    await held;
    await route.continue();
  });
  const asked: Request[] = [];
  let permissionGivenUp = false;
  page.on('request', (request) => {
    if (isFirstRngPage(request)) asked.push(request);
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('/wps/system/permission')) permissionGivenUp = true;
  });
  const early = page.waitForRequest(isFirstRngPage);
  await page.goto('/rng');
  await early;
  expect(permissionGivenUp).toBe(false);
  release();
  await expect(page.locator('#root ul[data-page-key="RNG:ALL::::1"]')).toHaveAttribute(
    'aria-busy',
    'false',
    FIRST_LOAD,
  );
  expect(asked).toHaveLength(1);
});

test('a category lobby opened directly fetches its first screen’s pictures as its games arrive, before the runtime has rendered them, and once', async ({
  page,
}) => {
  await skipAnnouncementPopup(page);
  // The runtime's boot chunk is held: whatever picture is asked for meanwhile, the entry asked for.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_app/boot-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/lgw/art/games/')) pictures.push(request.url());
  });
  await page.goto('/rng');
  await expect.poll(() => pictures.length, FIRST_LOAD).toBe(FIRST_SCREEN_IMAGES);
  release();
  const grid = page.locator('#root ul[data-page-key="RNG:ALL::::1"]');
  await expect(grid).toHaveAttribute('aria-busy', 'false', FIRST_LOAD);
  const shown = await grid
    .locator('img')
    .evaluateAll(
      (images, count) => images.slice(0, count).map((image) => (image as HTMLImageElement).src),
      FIRST_SCREEN_IMAGES,
    );
  expect(shown).toEqual(pictures.slice(0, FIRST_SCREEN_IMAGES));
  await page.waitForLoadState('networkidle');
  // The grid's <img> took the pictures the entry fetched: none was asked for twice.
  expect(new Set(pictures).size).toBe(pictures.length);
});

test('a category lobby opened directly makes each of its boot reads once: its entry starts them, the client takes them', async ({
  page,
}) => {
  await skipAnnouncementPopup(page);
  const reads = [
    '/wps/system/permission',
    '/wps/register/settings',
    '/wps/register/rules',
    '/lgw/vendors',
  ];
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const read = isFirstRngPage(request) ? 'first RNG page' : reads.find((p) => p === pathname);
    if (read) asked.set(read, (asked.get(read) ?? 0) + 1);
  });
  await page.goto('/rng');
  await expect(page.locator('#root ul[data-page-key="RNG:ALL::::1"]')).toHaveAttribute(
    'aria-busy',
    'false',
    FIRST_LOAD,
  );
  await page.waitForLoadState('networkidle');
  expect(Object.fromEntries(asked)).toEqual({
    '/wps/system/permission': 1,
    '/wps/register/settings': 1,
    '/wps/register/rules': 1,
    '/lgw/vendors': 1,
    'first RNG page': 1,
  });
});

test('a member’s page takes the early boot reads whose answers do not depend on the session: one request each', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  const player = await freshPlayer(baseURL!, skin);
  await skipAnnouncementPopup(page, player.username);
  const reads = ['/wps/system/permission', '/wps/register/settings', '/wps/register/rules'];
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (reads.includes(pathname)) asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
  });
  await openAs(page, player, '/');
  await expect(page.getByRole('button', { name: t('header.accountMenu') })).toBeVisible(FIRST_LOAD);
  await page.waitForLoadState('networkidle');
  expect(Object.fromEntries(asked)).toEqual({
    '/wps/system/permission': 1,
    '/wps/register/settings': 1,
    '/wps/register/rules': 1,
  });
});
