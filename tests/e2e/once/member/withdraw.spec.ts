// Withdraw and its confirmation (spec 000 §2 withdraw; spec 001 §3-§5, §9; the received and
// remaining amounts of spec 001 §3 Withdrawals; the withdraw button's 66 × 66 icon of spec 001
// §9): the transaction password travels encrypted, the dev switch pays the withdrawal, and the
// player answers partially received, not received (only with a proof) or nothing, which after the
// merchant's minutes on the gateway's clock counts as received.
import type { Locator, Page } from '@playwright/test';
import type { ResolvedSkin } from '../../../../engine';
import { cashierPlayer, openMemberPage, PAYMENT_PASSWORD } from '../../member/member-support';
import type { DevGateway } from '../../support/dev-gateway';
import { gatewayClient, skipAnnouncementPopup, type Player } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';

type Translate = (key: string) => string;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Flow {
  page: Page;
  t: Translate;
  skin: ResolvedSkin;
  baseURL: string | undefined;
  devGateway: DevGateway;
}

/**
 * A player of its own asks for a withdrawal of `amount` on the page (the transaction password goes
 * encrypted) and the dev switch pays it; answers the withdrawals' table and the player.
 */
async function paidWithdrawal(
  { page, t, skin, baseURL, devGateway }: Flow,
  amount: string,
): Promise<{ table: Locator; player: Player }> {
  const player = await cashierPlayer(baseURL!, skin, devGateway, {
    credit: '500.00',
    withdrawals: true,
  });
  await skipAnnouncementPopup(page, player.username);
  const region = await openMemberPage(page, t, player, 'withdraw');
  await region.getByRole('textbox', { name: t('common.amount') }).fill(amount);
  await region.getByLabel(t('wallet.paymentPassword')).fill(PAYMENT_PASSWORD);
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/wps/withdrawal'),
  );
  const submit = region.getByRole('button', { name: t('wallet.withdraw.submit') });
  // The withdraw button's icon is the theme's 66 × 66 token (spec 001 §9 icon sizes).
  expect(await submit.locator('svg').boundingBox()).toMatchObject({ width: 66, height: 66 });
  await submit.click();
  const body = (await sent).postData() ?? '';
  expect(body).toContain('"encrypted"');
  expect(body).not.toContain(PAYMENT_PASSWORD);
  await expect(region.getByRole('status')).toHaveText(t('wallet.withdraw.requested'));
  await devGateway.post('withdrawals', { username: player.username, decision: 'pay' });
  await page.reload();
  const table = region.getByRole('table', { name: t('wallet.withdraw.history') });
  await expect(table.getByRole('row').nth(1)).toContainText(
    t('wallet.withdraw.confirmation.awaiting'),
  );
  return { table, player };
}

function confirmDialog(page: Page, t: Translate): Locator {
  return page.getByRole('dialog', { name: t('withdrawal.confirmTitle') });
}

test('a withdrawal with the transaction password is paid by the dev switch and confirmed as partially received', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const { table } = await paidWithdrawal({ page, t, skin, baseURL, devGateway }, '100');

  await table.getByRole('button', { name: t('wallet.withdraw.confirm') }).click();
  const dialog = confirmDialog(page, t);
  await expect(dialog).toContainText(t('withdrawal.forcedReceipt'));
  await dialog.getByRole('button', { name: t('withdrawal.partiallyReceived') }).click();
  await dialog.getByRole('textbox', { name: t('withdrawal.receivedAmount') }).fill('60');
  await dialog.getByRole('button', { name: t('common.confirm') }).click();
  await expect(dialog).toHaveCount(0);
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(t('wallet.withdraw.confirmation.partiallyReceived'));
  // The received and the remaining amounts (spec 001 §3 Withdrawals), each in its own column.
  const cell = async (key: string) => {
    const headers = await table.getByRole('columnheader').allTextContents();
    return row.getByRole('cell').nth(headers.indexOf(t(key)));
  };
  await expect(await cell('withdrawal.receivedAmount')).toHaveText(/60[.,]00/);
  await expect(await cell('withdrawal.remainingAmount')).toHaveText(/40[.,]00/);
});

test('not received is refused without a proof and accepted with a PNG proof', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const { table } = await paidWithdrawal({ page, t, skin, baseURL, devGateway }, '50');

  await table.getByRole('button', { name: t('wallet.withdraw.confirm') }).click();
  const dialog = confirmDialog(page, t);
  await dialog.getByRole('button', { name: t('withdrawal.notReceived') }).click();
  await dialog.getByRole('button', { name: t('common.confirm') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('withdrawal.proofRequired'));

  await dialog
    .getByLabel(t('withdrawal.uploadProof'))
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: t('common.confirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole('row').nth(1)).toContainText(
    t('wallet.withdraw.confirmation.notReceived'),
  );
});

test('a paid withdrawal nobody answers counts as received once the merchant’s minutes pass on the gateway clock', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
  devSwitches,
}) => {
  const { table, player } = await paidWithdrawal({ page, t, skin, baseURL, devGateway }, '40');
  const { autoReceiptMinutes } = await gatewayClient(baseURL!, skin, player.token).call(
    'withdrawalInfo',
    {},
  );

  await devSwitches.advanceClock((autoReceiptMinutes + 1) * 60);
  await page.reload();
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText(t('wallet.withdraw.confirmation.received'));
  await expect(row).toContainText(t('wallet.withdraw.autoReceived'));
  await expect(row.getByRole('button', { name: t('wallet.withdraw.confirm') })).toHaveCount(0);
});
