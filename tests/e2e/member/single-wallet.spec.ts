// A single-wallet merchant (spec 001 §7 merchant wallet `isSingle`; gateway/README.md "Merchants":
// the reference gateway runs northstar-sports' MC1003 this way): a login writes the wallet mode to
// the session key `merchantWallet` (spec 000 §3), the wallet page shows the one wallet and offers
// no transfer, a deposit paid on the provider's page lands in it, and a game launched from it plays
// from it, the account record listing both. The wallet mode is the merchant's, not the skin's: the
// spec runs for every skin and skips where the gateway says the merchant has transfer wallets.
import { formatMoney } from '../../../engine';
import { expectLoggedIn, logInWithPassword } from '../support/auth-steps';
import { gatewayClient, skipAnnouncementPopup } from '../support/shell-support';
import { expect, test } from '../support/skin-test';
import { cashierPlayer, openDeposit, openMemberPage } from './member-support';

test('one wallet for every game: no transfer, a deposit lands in it, a launched game plays from it, the records list both', async ({
  page,
  skin,
  t,
  baseURL,
  devGateway,
}) => {
  test.slow();
  const language = skin.locales.default;
  const player = await cashierPlayer(baseURL!, skin, devGateway);
  const client = gatewayClient(baseURL!, skin, player.token);
  test.skip(
    !(await client.call('merchantWallet', {})).isSingle,
    'the skin’s merchant runs transfer wallets',
  );
  await skipAnnouncementPopup(page, player.username);

  // The login writes the merchant's wallet mode to the session (spec 000 §3 merchantWallet).
  await logInWithPassword(page, t, player.username, player.password);
  await expectLoggedIn(page);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('merchantWallet')))
    .toBe('{"isSingle":true}');

  // A deposit paid on the provider's page.
  const deposit = await openDeposit(page, t, player);
  await deposit.getByRole('textbox', { name: /\(/ }).fill('25');
  await deposit.getByRole('button', { name: t('wallet.deposit.submit') }).click();
  const popup = page.waitForEvent('popup');
  await deposit.getByRole('link', { name: t('wallet.deposit.pay') }).click();
  const provider = await popup;
  await provider.locator('#pay').click();
  await expect(provider.getByRole('status')).toHaveText(/Payment received|Pagamento recebido/);
  await provider.close();

  // The wallet page: the one wallet, holding the deposit, and no transfer to make.
  const wallet = await openMemberPage(page, t, player, 'transferFund');
  await expect(wallet.getByText(t('wallet.transfer.single'))).toBeVisible();
  await expect(wallet.getByRole('form', { name: t('wallet.transfer.title') })).toHaveCount(0);
  await expect(wallet.locator('[data-wallet]')).toHaveCount(1);
  await expect(wallet.locator('[data-wallet="MAIN"]')).toHaveText(formatMoney('25.00', language));

  // A game launched from the one wallet plays a round from it.
  const { games } = await client.call('gamesList', {
    gameType: 'RNG',
    gameClassify: 'SLOT',
    pageNo: 1,
    pageSize: 15,
  });
  const game = games.find((each) => each.isGame === 'GAME')!;
  const { url } = await client.call('launchGame', { nodeId: game.nodeId, mode: 'real' });
  await page.goto(url);
  const played = page.waitForResponse((response) => response.url().endsWith('/round'));
  await page.locator('#play').click();
  const round = (await (await played).json()) as { value: { stake: string; balance: string } };
  expect((await client.call('merchantWallet', {})).wallets).toEqual([
    expect.objectContaining({ wallet: 'MAIN', balance: round.value.balance }),
  ]);

  // The account record lists the deposit and the bet against it.
  const ledger = await openMemberPage(page, t, player, 'transactionHistory');
  const lines = ledger.getByRole('table', { name: t('member.transactionHistory') });
  await expect(lines).toContainText(t('records.ledger.deposit'));
  await expect(lines).toContainText(t('records.ledger.bet'));
  await expect(lines).toContainText(formatMoney(`-${round.value.stake}`, language));
});
