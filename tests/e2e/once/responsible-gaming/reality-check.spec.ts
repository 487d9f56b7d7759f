// The reality check (gateway README "Responsible gambling"; UK RTS 13): every N minutes of the
// session a dialog tells how long the member has played and the session's net result, with
// continue, the betting history and log out. The page's clock (page.clock) moves the minutes.
import { cashierPlayer } from '../../member/member-support';
import { fill, gatewayClient, openAs, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test('opens every 15 minutes with the session’s length and result; history, continue and log out', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  test.skip(!skin.compliance.realityCheck, `${skin.id} offers no reality check`);
  const player = await cashierPlayer(baseURL!, skin, devGateway, { credit: '100.00' });
  const client = gatewayClient(baseURL!, skin, player.token);
  await client.call('setRealityCheck', { minutes: 15 });
  await devGateway.post('play', { username: player.username, stake: '10', win: '4' });
  await skipAnnouncementPopup(page, player.username);
  await page.clock.install();
  // The watcher starts once the page has painted and read the member's settings.
  const settingsRead = page.waitForResponse((response) =>
    response.url().includes('/wps/rg/settings'),
  );
  await openAs(page, player, '/');
  await expect(
    page.getByRole('banner').getByRole('group', { name: t('header.balance') }),
  ).toBeVisible(FIRST_LOAD);
  await page.clock.runFor(2000);
  await settingsRead;
  await page.clock.runFor(1000);

  await page.clock.fastForward('15:00');
  const check = page.getByRole('alertdialog', { name: t('rg.check.title') });
  await expect(check).toBeVisible(FIRST_LOAD);
  await expect(check).toContainText(fill(t('rg.check.played'), { minutes: 15 }));
  await expect(check).toContainText(/-6[.,]00/);
  await check.getByRole('button', { name: t('rg.check.history') }).click();
  await expect(check).toHaveCount(0);
  await expect(page).toHaveURL(/page=personalHistoryCopy/);
  // The member centre's chunk must be here before the clock jumps: a jump past its load timeout
  // counts as a failed load and reloads the page, which starts a new watcher after the due check.
  await expect(
    page.getByRole('main').getByRole('table', { name: t('member.personalHistoryCopy') }),
  ).toBeVisible(FIRST_LOAD);

  await page.clock.fastForward('15:00');
  await expect(check).toContainText(fill(t('rg.check.played'), { minutes: 30 }), FIRST_LOAD);
  await check.getByRole('button', { name: t('rg.check.continue') }).click();
  await expect(check).toHaveCount(0);

  await page.clock.fastForward('15:00');
  await check.getByRole('button', { name: t('rg.check.logout') }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: t('header.login') }),
  ).toBeVisible(FIRST_LOAD);
});
