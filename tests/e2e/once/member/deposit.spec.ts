// Deposit (spec 000 §2 depositv2; spec 001 §7 wallet) as one focused sheet: opened from the
// header over the page, it takes a PIX order to its QR code and copy code, the order is paid on
// the provider's page and the sheet says so, the header balance changes without a reload (the
// socket's balance event), and closing the sheet lands on the deposit page with the order listed.
// Escape closes it and focus goes back to the header's deposit button.
import { cashierPlayer, headerBalance, openDeposit } from '../../member/member-support';
import { openAs, skipAnnouncementPopup, socketReady } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

test('the header opens the deposit sheet: a PIX order shows its QR code, is paid and is listed', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await cashierPlayer(baseURL!, skin, devGateway);
  await skipAnnouncementPopup(page, player.username);
  const ready = socketReady(page);
  await openAs(page, player, '/');
  await ready;
  const balance = headerBalance(page, t);
  await expect(balance).toContainText(/0[.,]00/, FIRST_LOAD);
  const before = await balance.innerText();
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });

  const opener = page
    .getByRole('banner')
    .getByRole('link', { name: t('header.deposit'), exact: true });
  await opener.click();
  const sheet = page.getByRole('dialog', { name: t('member.depositv2') });
  await expect(sheet).toBeVisible();
  // Over the page: the address did not move.
  expect(new URL(page.url()).pathname).toBe('/');
  await sheet
    .getByRole('group', { name: t('wallet.deposit.channel') })
    .getByRole('button', { name: 'PIX' })
    .click();
  await sheet
    .getByRole('group', { name: t('wallet.deposit.chips') })
    .getByRole('button')
    .nth(1)
    .click();
  await sheet.getByRole('button', { name: t('wallet.deposit.submit') }).click();
  // The order's step takes the focus from the submit it replaced: still inside the sheet.
  await expect(sheet.getByRole('status').first()).toBeFocused();
  await expect(sheet.locator('svg title', { hasText: t('wallet.deposit.pay') })).toBeAttached();
  await expect(sheet.getByRole('button', { name: t('wallet.deposit.copyCode') })).toBeVisible();

  const popup = page.waitForEvent('popup');
  await sheet.getByRole('link', { name: t('wallet.deposit.pay') }).click();
  const provider = await popup;
  await provider.locator('#pay').click();
  await expect(provider.getByRole('status')).toHaveText(/Payment received|Pagamento recebido/);
  await provider.close();
  await expect(balance).not.toHaveText(before);
  await sheet.getByRole('button', { name: t('wallet.deposit.checkPaid') }).click();
  await expect(sheet.getByRole('status').first()).toContainText(t('wallet.deposit.status.paid'));

  // Closing after an order: the deposit page, the order listed at the top, focus back home.
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/member\?page=depositv2$/);
  const newestOrder = page
    .getByRole('table', { name: t('wallet.deposit.history') })
    .getByRole('row')
    .nth(1);
  await expect(newestOrder).toContainText(t('wallet.deposit.status.paid'));
  await expect(newestOrder).toContainText('PIX');
  await expect(opener).toBeFocused();
  await expect(page.locator('html[data-same-document="yes"]')).toHaveCount(1);
});

test('the deposit page opens the sheet; Escape closes it and the page offers it again', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await cashierPlayer(baseURL!, skin, devGateway);
  await skipAnnouncementPopup(page, player.username);
  const sheet = await openDeposit(page, t, player);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  const again = page.getByRole('button', { name: t('wallet.deposit.open') });
  await again.click();
  await expect(sheet).toBeVisible();
  // Focus is kept inside the sheet.
  for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
  expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(again).toBeFocused();
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
  const region = await openDeposit(page, t, player);
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
