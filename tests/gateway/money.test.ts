import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyCents, moneyText, type ApiClient } from '../../engine';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;
let player: ApiClient;

/** A money string moved by some cents, exactly. */
const plus = (money: string, cents: number) => moneyText(moneyCents(money) + cents);

beforeAll(async () => {
  gateway = await startTestGateway();
  player = gateway.client({ token: await gateway.login('player01', 'Player123') });
});

afterAll(async () => {
  await gateway?.close();
});

describe('money moves once per idempotency key', () => {
  it('moves money once when the same transfer comes twice with one key', async () => {
    const before = await player.call('consolidatedFunds');
    const first = await player.call(
      'walletTransfer',
      { from: 'MAIN', to: 'PT', amount: '25.50' },
      { idempotencyKey: 'transfer-0001' },
    );
    const again = await player.call(
      'walletTransfer',
      { from: 'MAIN', to: 'PT', amount: '25.50' },
      { idempotencyKey: 'transfer-0001' },
    );
    expect(again).toEqual(first);
    const after = await player.call('consolidatedFunds');
    expect(after.main).toBe(plus(before.main, -2550));
    expect(after.total).toBe(before.total);
    expect(after.wallets.find((wallet) => wallet.wallet === 'PT')?.balance).toBe(
      plus(before.wallets.find((wallet) => wallet.wallet === 'PT')?.balance ?? '0.00', 2550),
    );
  });

  it('moves money once when the same key arrives twice at the same moment', async () => {
    const before = (await player.call('balance')).balance;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        player.call(
          'walletTransfer',
          { from: 'MAIN', to: 'AG', amount: '3' },
          { idempotencyKey: 'transfer-race-1' },
        ),
      ),
    );
    expect(new Set(answers.map((answer) => answer.transferId)).size).toBe(1);
    expect((await player.call('balance')).balance).toBe(plus(before, -300));
  });

  it('says a repeat was replayed, refuses the key for another payload, and demands a key', async () => {
    const token = await gateway.login('player01', 'Player123');
    const headers = {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': 'transfer-0002',
    };
    const body = JSON.stringify({ from: 'MAIN', to: 'PT', amount: '1' });
    const first = await gateway.raw('/wps/wallet/transfer', { method: 'POST', headers, body });
    const repeat = await gateway.raw('/wps/wallet/transfer', { method: 'POST', headers, body });
    expect([
      first.headers.get('idempotent-replayed'),
      repeat.headers.get('idempotent-replayed'),
    ]).toEqual([null, 'true']);
    expect(repeat.body).toEqual(first.body);
    const other = await gateway.raw('/wps/wallet/transfer', {
      method: 'POST',
      headers,
      body: JSON.stringify({ from: 'MAIN', to: 'PT', amount: '2' }),
    });
    expect([other.status, other.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const { 'Idempotency-Key': _key, ...withoutKey } = headers;
    const missing = await gateway.raw('/wps/wallet/transfer', {
      method: 'POST',
      headers: withoutKey,
      body,
    });
    expect([missing.status, missing.body.code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
  });

  it('moves nothing when the wallet cannot cover it, and the key stays free', async () => {
    const before = await player.call('consolidatedFunds');
    const refused = await failure(
      player.call(
        'walletTransfer',
        { from: 'MAIN', to: 'PT', amount: '1000000' },
        { idempotencyKey: 'transfer-0003' },
      ),
    );
    expect([refused.code, refused.message]).toEqual(['INSUFFICIENT_FUNDS', 'Insufficient balance']);
    expect(await player.call('consolidatedFunds')).toEqual(before);
    const history = await player.call('walletTransactions', { pageSize: 50 });
    expect(history.list.some((entry) => entry.amount === '-1000000.00')).toBe(false);
    await player.call(
      'walletTransfer',
      { from: 'PT', to: 'MAIN', amount: '1' },
      { idempotencyKey: 'transfer-0003' },
    );
  });

  it('tells the player the new balance on the socket after a transfer to the upline', async () => {
    const upline = gateway.client({ token: await gateway.login('agent01', 'Agent123') });
    const before = (await upline.call('balance')).balance;
    const wrongPassword = await failure(
      player.call('transferUpline', { amount: '10', paymentPassword: '999999' }),
    );
    expect(wrongPassword.code).toBe('PAYMENT_PASSWORD_INVALID');
    const sent = await player.call('transferUpline', { amount: '10', paymentPassword: '123456' });
    expect(sent.upline).toBe('agent01');
    expect((await upline.call('balance')).balance).toBe(plus(before, 1000));
  });
});

describe('amounts are exact decimals', () => {
  it('moves the amounts a float multipleOf refused, to the cent', async () => {
    for (const amount of ['0.07', '0.29', '1.15', '19.99', '33.33']) {
      const before = await player.call('consolidatedFunds');
      await player.call('walletTransfer', { from: 'MAIN', to: 'PT', amount });
      const after = await player.call('consolidatedFunds');
      expect(after.main).toBe(plus(before.main, -moneyCents(Number(amount).toFixed(2))));
      expect(after.total).toBe(before.total);
    }
  });

  it('refuses an amount with more than 2 decimals, zero, or a number instead of a string, naming the field', async () => {
    for (const amount of ['1.234', '0', '0.00', '-1', '1e2']) {
      const refused = await failure(
        player.call('walletTransfer', { from: 'MAIN', to: 'PT', amount }),
      );
      expect([refused.status, refused.message]).toEqual([
        400,
        `Invalid walletTransfer payload: amount must be an amount above 0 with at most 2 decimals, such as 19.99 (got "${amount}")`,
      ]);
    }
    const number = await gateway.raw('/wps/wallet/transfer', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${await gateway.login('player01', 'Player123')}`,
        'Idempotency-Key': 'amount-as-number',
      },
      body: JSON.stringify({ from: 'MAIN', to: 'PT', amount: 19.99 }),
    });
    expect([number.status, number.body.message]).toEqual([
      400,
      'Invalid walletTransfer payload: amount must be string (got 19.99)',
    ]);
  });
});

describe('promotions and points', () => {
  it('draws a raffle once a day', async () => {
    const raffle = (await player.call('promotions', {})).list.find(
      (promotion) => promotion.raffle && promotion.status === 'claim',
    );
    expect(raffle).toBeDefined();
    const claim = await player.call('raffleClaim', { promotionId: raffle?.id ?? 0 });
    expect(['1.00', '2.00', '5.00', '10.00', '20.00', '50.00']).toContain(claim.amount);
    const twice = await failure(player.call('raffleClaim', { promotionId: raffle?.id ?? 0 }));
    expect(twice.code).toBe('CONFLICT');
    gateway.clock.advance(24 * 3_600_000);
    // A day later the session is over too (12 hours): log in again.
    player = gateway.client({ token: await gateway.login('player01', 'Player123') });
    expect((await player.call('raffleClaim', { promotionId: raffle?.id ?? 0 })).promotionId).toBe(
      raffle?.id,
    );
  });

  it('redeems goods and converts points with the payment password, encrypted', async () => {
    const { points } = await player.call('pointsBalance');
    const [cheapest] = (await player.call('pointsRewards')).list;
    const redeemed = await player.call('redeem', {
      goodsId: cheapest.id,
      quantity: 1,
      paymentPassword: '123456',
    });
    expect([redeemed.points, redeemed.status]).toEqual([points - cheapest.points, 'in process']);
    expect((await player.call('redeemList', {})).list[0]).toMatchObject({
      id: redeemed.redeemId,
      status: 'in process',
    });
    const { balance } = await player.call('balance');
    const converted = await player.call('convertPoints', {
      points: 1000,
      paymentPassword: '123456',
    });
    expect([converted.points, converted.amount]).toEqual([redeemed.points - 1000, '10.00']);
    expect(converted.balance).toBe(plus(balance, 1000));
    expect((await player.call('pointsDetail', {})).list[0]).toMatchObject({
      changedPoints: -1000,
      type: 'CONVERT',
    });
    expect(
      (
        await failure(
          player.call('convertPoints', { points: 10_000_000, paymentPassword: '123456' }),
        )
      ).message,
    ).toBe('Not enough points.');
  });
});

describe('agents', () => {
  it('claims pending dividends once', async () => {
    const agent = gateway.client({ token: await gateway.login('agent02', 'Agent123') });
    const first = await agent.call('processDividend');
    expect(first.claimed).toBe(2);
    expect(first.amount).toBe('200.50');
    expect((await agent.call('processDividend')).claimed).toBe(0);
    expect((await failure(player.call('processDividend'))).code).toBe('NOT_AGENT');
  });

  it('transfers to a direct downline only', async () => {
    const agent = gateway.client({ token: await gateway.login('agent41', 'Agent123') });
    const sent = await agent.call('downlineTransfer', {
      downline: 'down4101',
      amount: '50',
      paymentPassword: '123456',
    });
    expect(sent.downlineBalance).toBe('150.00');
    expect(
      (
        await failure(
          agent.call('downlineTransfer', {
            downline: 'down4201',
            amount: '1',
            paymentPassword: '123456',
          }),
        )
      ).code,
    ).toBe('OUTSIDE_CHAIN');
    expect(
      (await agent.call('downlineTransactions', { username: 'down4101' })).list[0],
    ).toMatchObject({ account: 'down4101', amount: '50.00', kind: 'UPLINE_TRANSFER' });
  });
});
