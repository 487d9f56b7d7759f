// The points mall (spec 001 §2 Points mall screens, §3, §7 "Points"): a player of its own with
// points from the dev switch redeems a good with the transaction password (sent encrypted), sees it
// in process in the redeem history until the dev switch approves it, and converts points to wallet
// money. The side menu leads there; with the merchant's POINTMALL3 module off neither the entry nor
// the page is offered.
import type { Page } from '@playwright/test';
import { formatMoney, formatPoints, type ResolvedSkin } from '../../../../engine';
import { cashierPlayer, headerBalance, PAYMENT_PASSWORD } from '../../member/member-support';
import { seriousViolations } from '../../support/axe';
import type { DevGateway } from '../../support/dev-gateway';
import { fill, openAs, skipAnnouncementPopup, type Player } from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

type Translate = (key: string) => string;

/** A player of this test alone with a transaction password, 10.00 and `points` points. */
async function playerWithPoints(
  page: Page,
  baseURL: string,
  skin: ResolvedSkin,
  devGateway: DevGateway,
  points: number,
): Promise<Player> {
  const player = await cashierPlayer(baseURL, skin, devGateway, {
    credit: '10.00',
    withdrawals: true,
  });
  await devGateway.post('points', { username: player.username, points });
  await skipAnnouncementPopup(page, player.username);
  return player;
}

async function openMall(page: Page, t: Translate, player: Player) {
  await openAs(page, player, '/pointMall');
  const mall = page.getByRole('region', { name: t('points.title') });
  await expect(mall.getByRole('heading', { name: t('points.title'), level: 1 })).toBeVisible(
    FIRST_LOAD,
  );
  return mall;
}

// The mall's own section (its tabs and the open tab's panel): the first test scans the whole page
// once, later scans look at what changed.
const MALL = 'main section[aria-labelledby]';

const points = (skin: ResolvedSkin, value: number) => formatPoints(value, 0, skin.locales.default);

test('redeeming a good with the transaction password stays in process until the dev switch approves it', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await playerWithPoints(page, baseURL!, skin, devGateway, 2000);
  const mall = await openMall(page, t, player);
  await expect(mall.getByTestId('current-points')).toContainText(points(skin, 2000));
  expect(await seriousViolations(page)).toEqual([]);

  const goods = mall.getByRole('list', { name: t('points.goods') });
  const first = goods.getByRole('listitem').first();
  const name = await first.getByRole('heading').innerText();
  await first.getByRole('button', { name: `${t('points.goodsDetails')}: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: t('points.goodsDetails') });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('textbox', { name: t('points.quantity') }).fill('1');
  await dialog.getByLabel(t('points.transactionPassword')).fill(PAYMENT_PASSWORD);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/wps/points/redeem'),
  );
  await dialog.getByRole('button', { name: t('points.redeem') }).click();
  const body = (await sent).postData() ?? '';
  expect(body).toContain('"encrypted"');
  expect(body).not.toContain(PAYMENT_PASSWORD);
  await expect(dialog.getByRole('status')).toHaveText(t('points.redeemed'));
  await dialog.getByRole('button', { name: t('common.close') }).click();
  await expect(mall.getByTestId('current-points')).toContainText(points(skin, 1500));

  await mall.getByRole('tab', { name: t('points.redeemHistory') }).click();
  const history = mall.getByRole('table', { name: t('points.redeemHistory') });
  await expect(history.getByRole('row').nth(1)).toContainText(name);
  await expect(history.getByRole('row').nth(1)).toContainText(t('points.status.inProcess'));
  expect(await seriousViolations(page, MALL)).toEqual([]);

  await devGateway.post('redeems', { username: player.username, decision: 'approve' });
  await page.reload();
  await mall.getByRole('tab', { name: t('points.redeemHistory') }).click();
  await expect(history.getByRole('row').nth(1)).toContainText(t('points.status.approved'));

  await mall.getByRole('tab', { name: t('points.details') }).click();
  const details = mall.getByRole('table', { name: t('points.details') });
  await expect(details.getByRole('row').nth(1)).toContainText(t('points.type.REDEEM'));
  await expect(details.getByRole('row').nth(1)).toContainText(t('points.status.done'));
});

test('converting points puts the money in the wallet and takes the points', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await playerWithPoints(page, baseURL!, skin, devGateway, 1500);
  const mall = await openMall(page, t, player);
  const balance = headerBalance(page, t);
  await expect(balance).toContainText(formatMoney('10.00', skin.locales.default));
  await mall.getByRole('tab', { name: t('points.convert') }).click();
  const field = mall.getByRole('textbox', { name: t('points.pointsToConvert') });
  await field.fill('50');
  await mall.getByLabel(t('points.transactionPassword')).fill(PAYMENT_PASSWORD);
  await mall.getByRole('button', { name: t('points.convert') }).click();
  await expect(
    mall.getByText(fill(t('points.convertProblem.belowMinimum'), { min: '100' })),
  ).toBeVisible();
  expect(await seriousViolations(page, MALL)).toEqual([]);

  await field.fill('1000');
  await mall.getByRole('button', { name: t('points.convert') }).click();
  await expect(mall.getByRole('status')).toBeVisible();
  await expect(mall.getByTestId('current-points')).toContainText(points(skin, 500));
  await expect(balance).toContainText(formatMoney('20.00', skin.locales.default));
});

test('with the POINTMALL3 module off the side menu has no entry and the address leads home', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
  devSwitches,
}) => {
  const player = await playerWithPoints(page, baseURL!, skin, devGateway, 100);
  await openAs(page, player, '/');
  const entry = page.getByRole('link', { name: t('sideMenu.pointsMall') });
  await expect(entry).toBeVisible(FIRST_LOAD);
  await entry.click();
  await expect(page).toHaveURL(/\/pointMall$/);
  await expect(page.getByRole('heading', { name: t('points.title'), level: 1 })).toBeVisible();

  await devSwitches.module('POINTMALL3', false);
  await openAs(page, player, '/pointMall');
  await expect(page).toHaveURL(/\/$/, FIRST_LOAD);
  await expect(page.getByRole('link', { name: t('sideMenu.home') }).first()).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByRole('link', { name: t('sideMenu.pointsMall') })).toHaveCount(0);
});
