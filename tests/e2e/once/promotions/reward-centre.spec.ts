// The reward centre (spec 000 §2 rewardCenter): its own items (golden egg, red envelope, sign-in,
// cashback) with their claims, then what the player may claim now; the member menu's badge counts
// both, and a claim on the promotion's page takes it off both.
import { openMemberPage } from '../../member/member-support';
import { seriousViolations } from '../../support/axe';
import { call, fill, freshPlayer, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test('the reward centre lists the claimable draws first and its badge counts them', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  const player = await freshPlayer(baseURL!, skin);
  const list = (await call(baseURL!, skin, 'promotions', {}, player.token, skin.locales.default))
    .list;
  const claimable = list.filter((promotion) => promotion.status === 'claim');
  expect(claimable.length).toBeGreaterThan(0);
  const items = (await call(baseURL!, skin, 'rewards', {}, player.token)).list.filter(
    (item) => item.status === 'claimable',
  );
  await skipAnnouncementPopup(page, player.username);
  const region = await openMemberPage(page, t, player, 'rewardCenter');
  const table = region.getByRole('table', { name: t('rewards.claimable') });
  await expect(table.getByRole('row')).toHaveCount(claimable.length + 1, FIRST_LOAD);
  for (const promotion of claimable) {
    await expect(table.getByRole('link', { name: promotion.title })).toBeVisible();
  }
  const menu = page.getByRole('navigation', { name: t('member.menu') });
  await expect(menu.getByRole('link', { name: t('member.rewardCenter') })).toContainText(
    String(claimable.length + items.length),
  );
  expect(await seriousViolations(page)).toEqual([]);

  await table.getByRole('link', { name: claimable[0].title }).click();
  const dialog = page.getByRole('dialog', { name: claimable[0].title });
  await dialog.getByRole('button', { name: t('promotion.claim') }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await openMemberPage(page, t, player, 'rewardCenter');
  await expect(
    region.getByRole('table', { name: t('rewards.claimable') }).getByRole('row'),
  ).toHaveCount(claimable.length);
});

test('the reward centre’s daily sign-in is claimed once for its points', async ({
  page,
  skin,
  t,
  baseURL,
}) => {
  const player = await freshPlayer(baseURL!, skin);
  await skipAnnouncementPopup(page, player.username);
  const region = await openMemberPage(page, t, player, 'rewardCenter');
  const signIn = region.locator('[data-reward="signIn"]');
  await signIn.getByRole('button', { name: t('rewardItems.claim.signIn') }).click();
  await expect(signIn.getByRole('status')).toHaveText(
    fill(t('rewardItems.wonPoints'), { points: '10' }),
  );
  await expect(signIn).toHaveAttribute('data-status', 'claimed');
  expect((await call(baseURL!, skin, 'pointsBalance', {}, player.token)).points).toBe(10);
});
