// Deposits over HTTP (spec 000 §2 depositv2): the merchant's channels, an order within a channel's
// limits (once per Idempotency-Key), the payment provider's page that pays or cancels it, the
// credit through the ledger with the balance on the socket, and the order history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyCents } from '../../engine';
import { newPlayer, type TestPlayer } from './support/players';
import { openSocket } from './support/socket';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;
let player: TestPlayer;

const step = async (payUrl: string, name: 'pay' | 'cancel') =>
  (await fetch(`${payUrl}/${name}`, { method: 'POST' })).json() as Promise<{
    success: boolean;
    message: string;
    value: { credited: string } | null;
  }>;

beforeAll(async () => {
  gateway = await startTestGateway();
  player = await newPlayer(gateway);
});

afterAll(async () => {
  await gateway?.close();
});

describe('deposit channels', () => {
  it('lists the merchant’s channels with limits, fee and currency, in the player’s language', async () => {
    const en = await player.client.call('depositChannels');
    expect(
      en.list.map((channel) => [
        channel.code,
        channel.name,
        channel.min,
        channel.max,
        channel.feeRate,
      ]),
    ).toEqual([
      ['PIX', 'PIX', '10.00', '50000.00', '0'],
      ['BOLETO', 'Bank slip (boleto)', '50.00', '10000.00', '1.5'],
      ['CARD', 'Credit card', '20.00', '5000.00', '2.5'],
    ]);
    const pt = await gateway
      .client({ token: player.token, language: 'pt' })
      .call('depositChannels');
    expect(pt.list[2].name).toBe('Cartão de crédito');
  });
});

describe('a deposit order', () => {
  it('is paid on the provider page: the wallet is credited, the socket hears it, the order says paid', async () => {
    const socket = await openSocket(gateway.url, player.token);
    const { order, payUrl } = await player.client.call('createDeposit', {
      channel: 'BOLETO',
      amount: '200',
    });
    expect(order).toMatchObject({
      channel: 'BOLETO',
      amount: '200.00',
      fee: '3.00',
      credited: '197.00',
      status: 'pending',
      paidAt: null,
    });
    expect(order.orderNo).toMatch(/^D\d{8}\d{6}$/);
    const page = await fetch(payUrl);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'nonce-");
    expect(html).toContain(order.orderNo);
    expect(html).toContain('BRL 200.00');

    const paid = await step(payUrl, 'pay');
    expect(paid).toMatchObject({ success: true, value: { credited: '197.00' } });
    expect(await socket.next((event) => event.type === 'balance')).toMatchObject({
      balance: '197.00',
    });
    socket.close();
    expect((await player.client.call('balance')).balance).toBe('197.00');
    const [listed] = (await player.client.call('depositOrders', {})).list;
    expect([listed.id, listed.status]).toEqual([order.id, 'paid']);
    const lines = await player.client.call('walletTransactions', { type: 'deposit' });
    expect(lines.list.map((line) => [line.amount, line.remark])).toEqual([
      ['197.00', order.orderNo],
    ]);
  });

  it('pays once: a second payment and a cancel afterwards are refused', async () => {
    const { payUrl } = await player.client.call('createDeposit', { channel: 'PIX', amount: '10' });
    const before = (await player.client.call('balance')).balance;
    const [first, second] = await Promise.all([step(payUrl, 'pay'), step(payUrl, 'pay')]);
    expect([first.success, second.success].sort()).toEqual([false, true]);
    expect([first, second].find((answer) => !answer.success)?.message).toBe(
      'This order is no longer waiting for payment.',
    );
    expect((await step(payUrl, 'cancel')).success).toBe(false);
    const after = (await player.client.call('balance')).balance;
    expect(moneyCents(after) - moneyCents(before)).toBe(1000);
  });

  it('is cancelled on the provider page and then credits nothing', async () => {
    const { order, payUrl } = await player.client.call('createDeposit', {
      channel: 'PIX',
      amount: '15.50',
    });
    const before = (await player.client.call('balance')).balance;
    expect((await step(payUrl, 'cancel')).success).toBe(true);
    expect((await step(payUrl, 'pay')).success).toBe(false);
    expect((await player.client.call('balance')).balance).toBe(before);
    const listed = (await player.client.call('depositOrders', {})).list.find(
      (item) => item.id === order.id,
    );
    expect(listed?.status).toBe('cancelled');
  });

  it('expires unpaid after the merchant’s minutes and can no longer be paid', async () => {
    const { order, payUrl } = await player.client.call('createDeposit', {
      channel: 'PIX',
      amount: '20',
    });
    gateway.clock.advance(30 * 60_000);
    expect((await step(payUrl, 'pay')).success).toBe(false);
    expect((await fetch(payUrl).then((page) => page.text())).includes('no longer waiting')).toBe(
      true,
    );
    const listed = (await player.client.call('depositOrders', {})).list.find(
      (item) => item.id === order.id,
    );
    expect(listed?.status).toBe('expired');
  });

  it('makes one order per Idempotency-Key', async () => {
    const payload = { channel: 'PIX', amount: '33.33' };
    const first = await player.client.call('createDeposit', payload, {
      idempotencyKey: 'deposit-0001',
    });
    const again = await player.client.call('createDeposit', payload, {
      idempotencyKey: 'deposit-0001',
    });
    expect(again).toEqual(first);
    const orders = (await player.client.call('depositOrders', { pageSize: 100 })).list;
    expect(orders.filter((order) => order.amount === '33.33')).toHaveLength(1);
  });

  it('refuses an amount outside the channel’s limits or an unknown channel, naming the field', async () => {
    const low = await failure(
      player.client.call('createDeposit', { channel: 'BOLETO', amount: '49.99' }),
    );
    expect([low.status, low.code, low.message, (low.value as { field: string }).field]).toEqual([
      400,
      'FIELD_INVALID',
      'amount must be between 50.00 and 10000.00 for Bank slip (boleto) (got 49.99)',
      'amount',
    ]);
    const unknown = await failure(
      player.client.call('createDeposit', { channel: 'WIRE', amount: '50' }),
    );
    expect([unknown.message, (unknown.value as { field: string }).field]).toEqual([
      'channel must be one of PIX, BOLETO, CARD (got WIRE)',
      'channel',
    ]);
    const float = await failure(
      player.client.call('createDeposit', { channel: 'PIX', amount: '10.001' }),
    );
    expect(float.message).toBe(
      'Invalid createDeposit payload: amount must be an amount above 0 with at most 2 decimals, such as 19.99 (got "10.001")',
    );
  });

  it('refuses a trial account', async () => {
    const trial = gateway.client({ token: await gateway.login('trial0001', 'Player123') });
    const refused = await failure(trial.call('createDeposit', { channel: 'PIX', amount: '10' }));
    expect([refused.status, refused.code]).toEqual([403, 'TRIAL_NOT_ALLOWED']);
  });
});
