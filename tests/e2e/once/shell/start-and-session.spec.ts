// What the site reads as it starts and keeps in the session (spec 000 §3 "Session storage keys",
// §4 "Country codes load at start"): the country codes are read with no phone field on screen, but
// only once the first view has painted (outside the boot's critical path, and not among the page's
// early reads), and a login writes the merchant's wallet mode to `merchantWallet`.
import { expectLoggedIn, logInWithPassword } from '../../support/auth-steps';
import { freshPlayer, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';

test('reads the country codes at start, after the first paint, with no phone field on screen', async ({
  page,
}) => {
  await skipAnnouncementPopup(page);
  const read = page.waitForResponse((response) =>
    response.url().includes('/wps/system/country-codes'),
  );
  await page.goto('/');
  const response = await read;
  await response.finished();
  const timing = await page.evaluate((url) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const fetched = performance.getEntriesByName(url)[0];
    return { paint: paint?.startTime ?? null, fetched: fetched?.startTime ?? null };
  }, response.url());
  expect(timing.paint).not.toBeNull();
  expect(timing.fetched).toBeGreaterThan(timing.paint!);
  await expect(page.locator('input[type="tel"]')).toHaveCount(0);
  const earlyReads = (await page.locator('script#early-reads').textContent()) ?? '';
  expect(earlyReads).not.toContain('country-codes');
});

test('a login writes the merchant’s wallet mode to the session key merchantWallet', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  const player = await freshPlayer(baseURL!, skin);
  await skipAnnouncementPopup(page, player.username);
  await logInWithPassword(page, t, player.username, player.password);
  await expectLoggedIn(page);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('merchantWallet')))
    .toBe('{"isSingle":false}');
});
