// Plays in the records and the manual rebate (spec 000 §2 personalHistoryCopy, transactionHistory,
// manualRebate, bonusDetails): a round played on the game page is a row of the betting record and
// a bet line of the account record, and its rebate is claimed once; the bonus details (the
// promotions' records) move their period by the same steps.
import type { Page } from '@playwright/test';
import { formatMoney, type ResolvedSkin } from '../../../../engine';
import { cashierPlayer, openMemberPage } from '../../member/member-support';
import {
  fill,
  gatewayClient,
  skipAnnouncementPopup,
  type Player,
} from '../../support/shell-support';
import { expect, test } from '../../support/skin-test';
import { FIRST_LOAD } from '../../support/waits';

/** Plays `rounds` rounds of a slot on the gateway's game page; answers the game's name. */
async function playSlot(
  page: Page,
  baseURL: string,
  skin: ResolvedSkin,
  player: Player,
  rounds: number,
): Promise<string> {
  const client = gatewayClient(baseURL, skin, player.token);
  const { games } = await client.call('gamesList', { gameType: 'RNG', pageNo: 1, pageSize: 15 });
  const game = games.find((each) => each.isGame === 'GAME')!;
  const { url } = await client.call('launchGame', { nodeId: game.nodeId, mode: 'real' });
  await page.goto(url);
  for (let round = 0; round < rounds; round += 1) {
    const played = page.waitForResponse((response) => response.url().endsWith('/round'));
    await page.locator('#play').click();
    expect((await played).ok()).toBe(true);
  }
  return game.gameName;
}

test('a round played on the game page appears in the betting record and the account record', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await cashierPlayer(baseURL!, skin, devGateway, { credit: '50.00' });
  await skipAnnouncementPopup(page, player.username);
  const gameName = await playSlot(page, baseURL!, skin, player, 1);

  const bets = await openMemberPage(page, t, player, 'personalHistoryCopy');
  const record = bets.getByRole('table', { name: t('member.personalHistoryCopy') });
  await expect(record.getByRole('row').nth(1)).toContainText(gameName);
  await expect(record.locator('tfoot')).toContainText(/1[.,]00/);

  const ledger = await openMemberPage(page, t, player, 'transactionHistory');
  await ledger.getByLabel(t('records.type')).selectOption('bet');
  const lines = ledger.getByRole('table', { name: t('member.transactionHistory') });
  await expect(lines.getByRole('row').nth(1)).toContainText(t('records.ledger.bet'));
  await expect(lines.getByRole('row').nth(1)).toContainText(/-1[.,]00/);
});

test('the rebate of valid bets is claimed once', async ({ page, skin, t, baseURL, devGateway }) => {
  const player = await cashierPlayer(baseURL!, skin, devGateway, { credit: '50.00' });
  await skipAnnouncementPopup(page, player.username);
  await playSlot(page, baseURL!, skin, player, 3);

  const region = await openMemberPage(page, t, player, 'manualRebate');
  const claim = region.getByRole('button', { name: t('rebate.claim') });
  await expect(claim).toBeEnabled();
  await claim.click();
  await expect(region.getByRole('status')).toContainText(/0[.,]0[1-9]/);
  await expect(claim).toBeDisabled();
  await page.reload();
  await expect(region.getByRole('button', { name: t('rebate.claim') })).toBeDisabled(FIRST_LOAD);
  const { list } = await gatewayClient(baseURL!, skin, player.token).call('bonusRecords', {
    kind: 'rebate',
  });
  expect(list).toHaveLength(1);
});

test('the account record’s period starts at the last 7 days and moves by the steps', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await cashierPlayer(baseURL!, skin, devGateway, { credit: '50.00' });
  await skipAnnouncementPopup(page, player.username);
  const ledger = await openMemberPage(page, t, player, 'transactionHistory');
  const period = ledger.getByRole('group', { name: t('records.period') });
  const shown = period.locator('output');
  await expect(shown).toHaveText(/^\d{4}-\d\d-\d\d – \d{4}-\d\d-\d\d$/);
  const lines = ledger.getByRole('table', { name: t('member.transactionHistory') });
  await expect(lines.getByRole('row').nth(1)).toContainText(/50[.,]00/);
  const [start, end] = (await shown.textContent())!.split(' – ');
  const day = (text: string, days: number) =>
    new Date(Date.parse(`${text}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  expect(day(start, 6)).toBe(end);

  const earlier = page.waitForResponse(
    (response) =>
      response.url().includes('/wallet/transactions') &&
      response.url().includes(`endDate=${day(end, -7)}`),
  );
  await period.getByRole('button', { name: fill(t('records.previousDays'), { count: 7 }) }).click();
  await earlier;
  await expect(shown).toHaveText(`${day(start, -7)} – ${day(end, -7)}`);
  await expect(ledger.getByText(/50[.,]00/)).toHaveCount(0);
});

test('the bonus details’ period moves by the previous and next 30 days', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  const player = await cashierPlayer(baseURL!, skin, devGateway);
  const { list } = await gatewayClient(baseURL!, skin, player.token).call('promotions', {});
  const wheel = list.find(
    (promotion) => promotion.mode === 'raffle' && promotion.status === 'claim',
  );
  const drawn = await gatewayClient(baseURL!, skin, player.token).call('raffleClaim', {
    promotionId: wheel!.id,
  });
  await skipAnnouncementPopup(page, player.username);
  const region = await openMemberPage(page, t, player, 'bonusDetails');
  const table = region.getByRole('table', { name: t('member.bonusDetails') });
  await expect(table.getByRole('row')).toHaveCount(2, FIRST_LOAD);
  const period = region.getByRole('group', { name: t('records.period') });
  const shown = period.locator('output');
  const before = await shown.textContent();
  const earlier = page.waitForResponse((response) => response.url().includes('/records/bonuses'));
  await period
    .getByRole('button', { name: fill(t('records.previousDays'), { count: 30 }) })
    .click();
  await earlier;
  await expect(shown).not.toHaveText(before!);
  await expect(region.getByText(wheel!.title)).toHaveCount(0);
  await period.getByRole('button', { name: fill(t('records.nextDays'), { count: 30 }) }).click();
  await expect(shown).toHaveText(before!);
  await expect(table.getByRole('row').nth(1)).toContainText(
    formatMoney(drawn.amount, skin.locales.default),
  );
});
