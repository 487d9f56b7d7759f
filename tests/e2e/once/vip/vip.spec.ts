// VIP (spec 001 §2 the VIP entry; gateway README "VIP"): valid bets reach level 1, the side menu
// shows the VIP entry, the VIP page shows the level, and its level-up bonus is credited once; a
// claim the gateway already paid is refused with its message.
import { openMemberPage } from '../../member/member-support';
import { seriousViolations } from '../../support/axe';
import { call, fill, freshPlayer, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test('a player who reached VIP level 1 claims its level-up bonus once', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await freshPlayer(baseURL!, skin);
  await devGateway.post('credit', { username: player.username, amount: '2000.00' });
  await devGateway.post('play', { username: player.username, stake: '2000.00', win: '2000.00' });
  await skipAnnouncementPopup(page, player.username);
  const region = await openMemberPage(page, t, player, 'vip');
  await expect(region).toContainText(
    fill(t('vip.levelName'), { level: '1', label: 'Bronze' }),
    FIRST_LOAD,
  );
  await expect(page.locator('a[href="/member?page=vip"]').first()).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);

  const claimLevel = region.getByRole('button', {
    name: fill(t('vip.claimLevel'), { level: '1' }),
  });
  const claimed = page.waitForResponse((response) => response.url().includes('/rewards/vip/claim'));
  await claimLevel.click();
  expect((await claimed).ok()).toBe(true);
  // The claim's own note: while the claim is out, each claim button shows a busy status too.
  const creditedNote = t('vip.claimedNow').split('{{amount}}').pop()!.trim();
  await expect(region.getByRole('status').filter({ hasText: creditedNote })).toBeVisible();
  await expect(claimLevel).toHaveCount(0);
  expect((await call(baseURL!, skin, 'memberInfo', {}, player.token)).balance).toBe('2010.00');

  // The monthly bonus paid elsewhere (another tab) while this page still offers it.
  await call(baseURL!, skin, 'vipClaim', { kind: 'monthly' }, player.token);
  const refusal = await call(
    baseURL!,
    skin,
    'vipClaim',
    { kind: 'monthly' },
    player.token,
    skin.locales.default,
  ).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(refusal).toMatch(/\d{4}-\d{2}/);
  await region.getByRole('button', { name: t('vip.claimMonthly') }).click();
  await expect(region.getByRole('alert')).toHaveText(refusal);
  expect((await call(baseURL!, skin, 'memberInfo', {}, player.token)).balance).toBe('2015.00');
});
