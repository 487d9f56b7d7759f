// What the member-centre specs share: the page's region (the member centre titles the open page),
// the header balance, and a fresh player ready to withdraw (a transaction password, a bank account,
// money from the dev credit), so no spec changes an account another spec reads.
import { expect, type Locator, type Page } from '@playwright/test';
import type { ResolvedSkin } from '../../../engine';
import type { DevGateway } from '../support/dev-gateway';
import { freshPlayer, gatewayClient, openAs, type Player } from '../support/shell-support';
import { FIRST_LOAD } from '../support/waits';

export const PAYMENT_PASSWORD = '246810';
export const HOLDER_NAME = 'Shell Tester';

type Translate = (key: string) => string;

/** Opens /member?page=<id> as the player and waits for the page's region. */
export async function openMemberPage(
  page: Page,
  t: Translate,
  player: Player,
  memberPage: string,
): Promise<Locator> {
  await openAs(page, player, `/member?page=${memberPage}`);
  const region = page.getByRole('region', { name: t(`member.${memberPage}`) });
  await expect(region).toBeVisible(FIRST_LOAD);
  return region;
}

/**
 * Opens the deposit page as the player: the page opens the deposit sheet as it is reached; the
 * sheet's dialog.
 */
export async function openDeposit(page: Page, t: Translate, player: Player): Promise<Locator> {
  await openMemberPage(page, t, player, 'depositv2');
  const sheet = page.getByRole('dialog', { name: t('member.depositv2') });
  await expect(sheet).toBeVisible(FIRST_LOAD);
  return sheet;
}

export function headerBalance(page: Page, t: Translate): Locator {
  return page.getByRole('banner').getByRole('group', { name: t('header.balance') });
}

/**
 * A player of this test alone with `credit` in the main wallet (a dev credit asks no turnover),
 * and, when `withdrawals` is set, a transaction password and one bank account.
 */
export async function cashierPlayer(
  baseURL: string,
  skin: Pick<ResolvedSkin, 'merchantCode'>,
  devGateway: DevGateway,
  options: { credit?: string; withdrawals?: boolean } = {},
): Promise<Player> {
  const player = await freshPlayer(baseURL, skin);
  if (options.credit) {
    await devGateway.post('credit', { username: player.username, amount: options.credit });
  }
  if (options.withdrawals) {
    const client = gatewayClient(baseURL, skin, player.token);
    await client.call('setPaymentPassword', {
      paymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    });
    await client.call('addBankAccount', {
      holderName: HOLDER_NAME,
      bankName: 'Banco Teste',
      accountNumber: '0012345678',
    });
  }
  return player;
}
