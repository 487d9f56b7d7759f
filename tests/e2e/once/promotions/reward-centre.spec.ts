// The reward centre (spec 000 §2 rewardCenter): what the player may claim now comes first, the
// member menu's badge counts the same, and a claim on the promotion's page takes it off both.
import { openMemberPage } from '../../member/member-support';
import { seriousViolations } from '../../support/axe';
import { call, freshPlayer, skipAnnouncementPopup } from '../../support/shell-support';
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
  await skipAnnouncementPopup(page, player.username);
  const region = await openMemberPage(page, t, player, 'rewardCenter');
  const table = region.getByRole('table', { name: t('rewards.claimable') });
  await expect(table.getByRole('row')).toHaveCount(claimable.length + 1, FIRST_LOAD);
  for (const promotion of claimable) {
    await expect(table.getByRole('link', { name: promotion.title })).toBeVisible();
  }
  const menu = page.getByRole('navigation', { name: t('member.menu') });
  await expect(menu.getByRole('link', { name: t('member.rewardCenter') })).toContainText(
    String(claimable.length),
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
