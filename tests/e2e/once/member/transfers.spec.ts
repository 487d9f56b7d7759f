// Wallet transfers (spec 000 §2 transferFund; spec 001 §7 wallet transfer): money goes from the main
// wallet to a vendor wallet and back, and the wallets' table shows each move.
import { cashierPlayer, openMemberPage } from '../../member/member-support';
import { FLOW_TIMEOUT, skipAnnouncementPopup } from '../../shell/shell-support';
import { expect, test } from '../../support/skin-test';

// Each test loads member pages several times; a loaded 2-core machine takes 10 s and more for one.
test.describe.configure({ timeout: FLOW_TIMEOUT * 2 });

test('moves money from the main wallet to a vendor wallet and back', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await cashierPlayer(baseURL!, skin, devGateway, { credit: '100.00' });
  await skipAnnouncementPopup(page, player.username);
  const region = await openMemberPage(page, t, player, 'transferFund');
  const form = region.getByRole('form', { name: t('wallet.transfer.title') });
  const vendor = await form.getByLabel(t('wallet.transfer.to')).inputValue();
  expect(vendor).not.toBe('MAIN');

  await form.getByRole('textbox', { name: t('common.amount') }).fill('40');
  await form.getByRole('button', { name: t('wallet.transfer.submit') }).click();
  await expect(region.locator(`[data-wallet="${vendor}"]`)).toHaveText(/40[.,]00/);
  await expect(region.locator('[data-wallet="MAIN"]')).toHaveText(/60[.,]00/);

  await form.getByLabel(t('wallet.transfer.from')).selectOption(vendor);
  await form.getByRole('textbox', { name: t('common.amount') }).fill('40');
  await form.getByRole('button', { name: t('wallet.transfer.submit') }).click();
  await expect(region.locator(`[data-wallet="${vendor}"]`)).toHaveText(/0[.,]00/);
  await expect(region.locator('[data-wallet="MAIN"]')).toHaveText(/100[.,]00/);
});
