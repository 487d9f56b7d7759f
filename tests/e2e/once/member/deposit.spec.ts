// Deposit (spec 000 §2 depositv2; spec 001 §7 wallet): an order made on the page is paid on the
// provider's page, and the header balance and the order history change without a reload (the
// socket's balance event).
import { cashierPlayer, headerBalance, openMemberPage } from '../../member/member-support';
import { skipAnnouncementPopup, socketReady } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';

test('a deposit paid on the provider page changes the header balance without a reload', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await cashierPlayer(baseURL!, skin, devGateway);
  await skipAnnouncementPopup(page, player.username);
  const ready = socketReady(page);
  const region = await openMemberPage(page, t, player, 'depositv2');
  await ready;
  const balance = headerBalance(page, t);
  await expect(balance).toContainText(/0[.,]00/);
  const before = await balance.innerText();
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

  await region
    .getByRole('group', { name: t('wallet.deposit.chips') })
    .getByRole('button')
    .nth(1)
    .click();
  await region.getByRole('button', { name: t('wallet.deposit.submit') }).click();
  // The new order is listed at once, waiting for its payment.
  const newestOrder = region
    .getByRole('table', { name: t('wallet.deposit.history') })
    .getByRole('row')
    .nth(1);
  await expect(newestOrder).toContainText(t('wallet.deposit.status.pending'));
  const popup = page.waitForEvent('popup');
  await region.getByRole('link', { name: t('wallet.deposit.pay') }).click();
  const provider = await popup;
  await provider.locator('#pay').click();
  await expect(provider.getByRole('status')).toHaveText(/Payment received|Pagamento recebido/);

  await expect(balance).not.toHaveText(before);
  await expect(newestOrder).toContainText(t('wallet.deposit.status.paid'));
  await expect(page.locator('html[data-same-document="yes"]')).toHaveCount(1);
});

test('an amount outside the channel’s limits is refused on the page, naming the limit', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await cashierPlayer(baseURL!, skin, devGateway);
  await skipAnnouncementPopup(page, player.username);
  const region = await openMemberPage(page, t, player, 'depositv2');
  const amount = region.getByRole('textbox', { name: /\(/ });
  await amount.fill('1.999');
  await expect(amount).toHaveAccessibleDescription(new RegExp(t('wallet.amount.invalid')));
  await amount.fill('999999');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/wps/deposit/orders')) {
      orders.push(request.url());
    }
  });
  await region.getByRole('button', { name: t('wallet.deposit.submit') }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(orders).toEqual([]);
});
