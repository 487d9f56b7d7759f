// The manual rebate (spec 000 §2 manualRebate), collecting every vendor wallet (transferFund), the
// transfer to the upline within the merchant's limits, and the messages' mark-all-read and delete
// (messageV2), over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyCents, moneyText, percentOf } from '../../engine';
import { newPlayer, type TestPlayer } from './support/players';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

async function playRounds(player: TestPlayer, rounds: number) {
  const [game] = (await player.client.call('gamesList', { gameType: 'LIVE' })).games;
  const launch = await player.client.call('launchGame', { nodeId: game.nodeId });
  for (let round = 0; round < rounds; round += 1) {
    await fetch(`${launch.url}/round`, { method: 'POST' });
  }
}

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('the manual rebate', () => {
  it('accrues the merchant’s rate on valid bets per category, and is claimed once', async () => {
    const player = await newPlayer(gateway, { credit: '100' });
    await playRounds(player, 6);
    const summary = await player.client.call('rebateSummary');
    const live = summary.categories.find((row) => row.category === 'LIVE');
    expect(live).toEqual({
      category: 'LIVE',
      validBet: '6.00',
      rate: '0.5',
      amount: moneyText(percentOf(600, '0.5')),
    });
    expect([summary.validBet, summary.total, summary.lastClaimAt]).toEqual([
      '6.00',
      live?.amount,
      null,
    ]);

    const before = (await player.client.call('balance')).balance;
    const [first, repeat] = [
      await player.client.call('claimRebate', {}, { idempotencyKey: 'rebate-claim-1' }),
      await player.client.call('claimRebate', {}, { idempotencyKey: 'rebate-claim-1' }),
    ];
    expect(repeat).toEqual(first);
    expect(first.amount).toBe(summary.total);
    expect(first.balance).toBe(moneyText(moneyCents(before) + moneyCents(summary.total)));
    const again = await failure(player.client.call('claimRebate', {}));
    expect([again.code, again.message]).toEqual(['CONFLICT', 'There is no rebate to claim yet.']);
    const after = await player.client.call('rebateSummary');
    expect([after.total, after.lastClaimAt]).toEqual([
      '0.00',
      new Date(gateway.clock.now()).toISOString(),
    ]);
    const [bonus] = (await player.client.call('bonusRecords', { kind: 'rebate' })).list;
    expect([bonus.amount, bonus.status]).toEqual([first.amount, 'issued']);
  });

  it('pays once when two claims with different keys arrive together', async () => {
    const player = await newPlayer(gateway, { credit: '500' });
    await playRounds(player, 30);
    const { total } = await player.client.call('rebateSummary');
    const answers = await Promise.allSettled([
      player.client.call('claimRebate', {}),
      player.client.call('claimRebate', {}),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rebates = await player.client.call('walletTransactions', { type: 'rebate' });
    expect(rebates.list.map((line) => line.amount)).toEqual([total]);
  });
});

describe('vendor wallets', () => {
  it('answers a transfer with every wallet as a read after it finds them, main first', async () => {
    const player = await newPlayer(gateway, { credit: '100' });
    // PT and AG opened by their first transfer; AG sorts before MAIN, and the answer still leads
    // with MAIN.
    await player.client.call('walletTransfer', { from: 'MAIN', to: 'PT', amount: '30' });
    const second = await player.client.call('walletTransfer', {
      from: 'MAIN',
      to: 'AG',
      amount: '12.34',
    });
    const back = await player.client.call('walletTransfer', {
      from: 'PT',
      to: 'MAIN',
      amount: '0.01',
    });
    const read = await player.client.call('consolidatedFunds');
    expect(back.wallets).toEqual(read.wallets);
    expect(back.wallets.map((wallet) => [wallet.wallet, wallet.balance])).toEqual([
      ['MAIN', '57.67'],
      ['AG', '12.34'],
      ['PT', '29.99'],
    ]);
    expect(second.wallets.map((wallet) => wallet.wallet)).toEqual(['MAIN', 'AG', 'PT']);
    expect(back.balance).toBe('57.67');
  });

  it('collects every vendor wallet back into the main wallet, once per key', async () => {
    const player = await newPlayer(gateway, { credit: '100' });
    await player.client.call('walletTransfer', { from: 'MAIN', to: 'PT', amount: '30' });
    await player.client.call('walletTransfer', { from: 'MAIN', to: 'AG', amount: '12.34' });
    const collected = await player.client.call(
      'collectWallets',
      {},
      { idempotencyKey: 'collect-1' },
    );
    expect([collected.collected, collected.balance]).toEqual(['42.34', '100.00']);
    expect(
      collected.wallets
        .filter((wallet) => wallet.wallet !== 'MAIN')
        .map((wallet) => wallet.balance),
    ).toEqual(['0.00', '0.00']);
    const replay = await player.client.call('collectWallets', {}, { idempotencyKey: 'collect-1' });
    expect(replay).toEqual(collected);
    const nothing = await player.client.call('collectWallets', {});
    expect(nothing.collected).toBe('0.00');
    const funds = await player.client.call('consolidatedFunds');
    expect([funds.total, funds.main]).toEqual(['100.00', '100.00']);
  });
});

describe('the transfer to the upline', () => {
  it('keeps to the merchant’s limits, naming the field', async () => {
    const player = gateway.client({ token: await gateway.login('down0102', 'Player123') });
    const high = await failure(
      player.call('transferUpline', { amount: '10000.01', paymentPassword: '123456' }),
    );
    expect([high.code, high.message, (high.value as { field: string }).field]).toEqual([
      'FIELD_INVALID',
      'amount must be between 1.00 and 10000.00 (got 10000.01)',
      'amount',
    ]);
    const low = await failure(
      player.call('transferUpline', { amount: '0.99', paymentPassword: '123456' }),
    );
    expect(low.message).toBe('amount must be between 1.00 and 10000.00 (got 0.99)');
    expect(
      (await player.call('transferUpline', { amount: '1', paymentPassword: '123456' })).upline,
    ).toBe('agent01');
  });
});

describe('platform messages', () => {
  it('marks every message read at once, and deletes one', async () => {
    const player = await newPlayer(gateway);
    for (const title of ['One', 'Two', 'Three']) {
      await gateway.dev('POST', 'messages', { username: player.username, title });
    }
    expect((await player.client.call('unreadCount')).count).toBe(3);
    expect(await player.client.call('readAllMessages', {})).toEqual({ count: 0 });
    const list = await player.client.call('messageList', {});
    expect(list.list.every((message) => message.read)).toBe(true);
    await gateway.dev('POST', 'messages', { username: player.username, title: 'Four' });
    const [newest] = (await player.client.call('messageList', {})).list;
    expect(await player.client.call('deleteMessage', { id: newest.id })).toEqual({ count: 0 });
    expect(
      (await player.client.call('messageList', {})).list.map((message) => message.title),
    ).toEqual(['Three', 'Two', 'One']);
    const gone = await failure(player.client.call('deleteMessage', { id: newest.id }));
    expect([gone.status, gone.message]).toEqual([404, `No message ${newest.id}.`]);
  });
});
