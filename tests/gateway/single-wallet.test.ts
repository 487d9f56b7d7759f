// A single-wallet merchant over HTTP (spec 001 §7 merchant wallet `isSingle`): MC1003, the
// reference gateway's northstar-sports merchant, runs one wallet for every game (gateway/README.md
// "Merchants"). Its players' money is one balance: the wallet read says so and holds the main wallet
// only, transfers are refused with nothing moved, a deposit credits it, a game launched from it plays
// from it, and the account record lists each line against it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './support/players';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;
const SINGLE = 'MC1003';

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('a single-wallet merchant (spec 001 §7 isSingle)', () => {
  it('says so in the merchant wallet, which holds the main wallet only, as the seeded accounts do', async () => {
    const seeded = gateway.client({
      token: await gateway.login('player01', 'Player123', SINGLE),
      merchantCode: SINGLE,
    });
    const wallet = await seeded.call('merchantWallet', {});
    expect([wallet.isSingle, wallet.wallets.map((each) => each.wallet)]).toEqual([true, ['MAIN']]);
    // A merchant of transfer wallets beside it: the same account holds a vendor wallet there.
    const other = gateway.client({ token: await gateway.login('player01', 'Player123') });
    const transfer = await other.call('merchantWallet', {});
    expect([transfer.isSingle, transfer.wallets.map((each) => each.wallet)]).toEqual([
      false,
      ['MAIN', 'PT'],
    ]);
  });

  it('refuses transfers and collecting, moving nothing', async () => {
    const player = await newPlayer(gateway, { credit: '50', merchantCode: SINGLE });
    const transfer = await failure(
      player.client.call(
        'walletTransfer',
        { from: 'MAIN', to: 'PT', amount: '10' },
        { idempotencyKey: `single-${player.username}` },
      ),
    );
    expect([transfer.code, transfer.message]).toEqual([
      'FEATURE_DISABLED',
      'This merchant runs a single wallet: there is nothing to transfer.',
    ]);
    const collect = await failure(
      player.client.call('collectWallets', {}, { idempotencyKey: `collect-${player.username}` }),
    );
    expect(collect.code).toBe('FEATURE_DISABLED');
    const funds = await player.client.call('consolidatedFunds', {});
    expect([funds.total, funds.main, funds.wallets.length]).toEqual(['50.00', '50.00', 1]);
  });

  it('credits a deposit to the one wallet, plays a launched game from it and records both', async () => {
    const player = await newPlayer(gateway, { merchantCode: SINGLE });
    const { payUrl } = await player.client.call(
      'createDeposit',
      { channel: 'PIX', amount: '20' },
      { idempotencyKey: `deposit-${player.username}` },
    );
    await fetch(`${payUrl}/pay`, { method: 'POST' });
    expect((await player.client.call('balance')).balance).toBe('20.00');

    const [game] = (
      await player.client.call('gamesList', { gameType: 'RNG', gameClassify: 'SLOT' })
    ).games;
    const launch = await player.client.call('launchGame', { nodeId: game.nodeId });
    const round = (
      (await (await fetch(`${launch.url}/round`, { method: 'POST' })).json()) as {
        value: { stake: string; balance: string };
      }
    ).value;
    expect((await player.client.call('balance')).balance).toBe(round.balance);
    const wallet = await player.client.call('merchantWallet', {});
    expect(wallet.wallets).toEqual([
      expect.objectContaining({ wallet: 'MAIN', balance: round.balance }),
    ]);

    const lines = (await player.client.call('walletTransactions', {})).list;
    expect(lines.map((line) => line.kind)).toEqual(expect.arrayContaining(['DEPOSIT', 'GAME_BET']));
    expect(lines.find((line) => line.kind === 'DEPOSIT')?.amount).toBe('20.00');
    const bets = await player.client.call('betRecords', {});
    expect(bets.list.map((bet) => [bet.gameCode, bet.stake])).toEqual([
      [game.gameCode, round.stake],
    ]);
  });
});
