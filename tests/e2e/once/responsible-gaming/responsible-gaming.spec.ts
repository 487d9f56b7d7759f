// Responsible gaming (gateway README "Responsible gambling"): the member page sets a limit and
// lists it with what it leaves, shows a raise waiting out its 24 hours with its date, asks in plain
// words before a break, and the break that follows leaves a restricted session: the balance shows,
// a deposit or a game answers that the break lasts until its end.
import {
  cashierPlayer,
  headerBalance,
  openDeposit,
  openMemberPage,
} from '../../member/member-support';
import { fill, gatewayClient, skipAnnouncementPopup } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test('sets limits, shows a pending raise with its date, and takes a break after a plain-words confirmation', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await cashierPlayer(baseURL!, skin, devGateway, { credit: '200.00' });
  await skipAnnouncementPopup(page, player.username);
  const region = await openMemberPage(page, t, player, 'responsibleGaming');
  await expect(region.getByText(t('rg.noLimits'))).toBeVisible();

  const form = region.getByRole('form', { name: t('rg.setLimit') });
  await form.getByLabel(t('rg.kind'), { exact: true }).selectOption('deposit');
  await form.getByLabel(t('rg.period'), { exact: true }).selectOption('day');
  await form.getByRole('textbox', { name: t('rg.limitAmount') }).fill('100');
  await form.getByRole('button', { name: t('rg.saveLimit') }).click();
  const limit = region.locator('[data-fact="rg-limit-deposit-day"]');
  await expect(limit).toContainText(/100[.,]00/);
  await expect(region.getByRole('term').filter({ hasText: t('rg.kind.deposit') })).toContainText(
    t('rg.period.day'),
  );

  await form.getByRole('textbox', { name: t('rg.limitAmount') }).fill('500');
  await form.getByRole('button', { name: t('rg.saveLimit') }).click();
  // The raise waits: the limit in force is still 100, and the change names its date.
  await expect(limit).toContainText(/500[.,]00/);
  await expect(limit).toContainText(/100[.,]00/);
  await expect(limit.locator('small')).toContainText(/500[.,]00/);

  const breakForm = region.getByRole('form', { name: t('rg.takeBreak') });
  await breakForm.getByRole('textbox', { name: t('rg.breakDays') }).fill('3');
  await breakForm.getByRole('button', { name: t('rg.takeBreak') }).click();
  const confirm = page.getByRole('alertdialog', {
    name: fill(t('rg.breakConfirmTitle'), { count: 3 }),
  });
  // The plain-words warning, around the break's end date.
  for (const part of fill(t('rg.breakConfirm'), { date: '§' }).split('§')) {
    await expect(confirm).toContainText(part.trim());
  }
  await confirm.getByRole('button', { name: t('rg.confirm') }).click();
  await expect(region.locator('#rg-restriction')).toContainText(t('rg.restrictedHint'));

  // The restricted session: the balance shows; a deposit answers that the break lasts.
  await expect(headerBalance(page, t)).toContainText(/200[.,]00/, FIRST_LOAD);
  const deposit = await openDeposit(page, t, player);
  await deposit
    .getByRole('group', { name: t('wallet.deposit.chips') })
    .getByRole('button')
    .nth(1)
    .click();
  await deposit.getByRole('button', { name: t('wallet.deposit.submit') }).click();
  await expect(deposit.getByRole('alert')).toContainText(/break|pausa/);
});

test('a self-excluded member’s session can see its balance and withdraw, but not launch a game', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await cashierPlayer(baseURL!, skin, devGateway, {
    credit: '150.00',
    withdrawals: true,
  });
  const client = gatewayClient(baseURL!, skin, player.token);
  await client.call('selfExclude', { months: 6, password: player.password });
  await skipAnnouncementPopup(page, player.username);
  const region = await openMemberPage(page, t, player, 'responsibleGaming');
  await expect(region.locator('#rg-restriction')).toBeVisible();
  await expect(headerBalance(page, t)).toContainText(/150[.,]00/, FIRST_LOAD);
  const withdraw = await openMemberPage(page, t, player, 'withdraw');
  await expect(withdraw.getByText(t('wallet.withdrawable'))).toBeVisible();
  const launch = await client.call('launchGame', { nodeId: 1 }).catch((error: unknown) => error);
  expect(launch).toMatchObject({ code: 'RG_EXCLUDED' });
});
