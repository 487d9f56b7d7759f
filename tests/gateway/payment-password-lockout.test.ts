// The transaction password (gateway/README.md "Login and money limits"): 5 wrong tries lock every
// action that asks for it for 15 minutes, counted although the refusal rolls the money
// transaction back, and counted once per try however many arrive at the same moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../engine';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

async function signedIn(username: string): Promise<ApiClient> {
  return gateway.client({ token: await gateway.login(username, 'Player123') });
}

describe('the transaction password lockout', () => {
  it('locks money actions for 15 minutes after 5 wrong tries, even for the right password', async () => {
    const player = await signedIn('down0101');
    const before = (await player.call('balance')).balance;
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      codes.push(
        (await failure(player.call('transferUpline', { amount: '1', paymentPassword: '999999' })))
          .code,
      );
    }
    expect(codes).toEqual([
      'PAYMENT_PASSWORD_INVALID',
      'PAYMENT_PASSWORD_INVALID',
      'PAYMENT_PASSWORD_INVALID',
      'PAYMENT_PASSWORD_INVALID',
      'PAYMENT_PASSWORD_LOCKED',
    ]);
    const locked = await failure(
      player.call('transferUpline', { amount: '1', paymentPassword: '123456' }),
    );
    const until = new Date(gateway.clock.now() + 15 * 60_000).toISOString();
    expect([locked.status, locked.code, locked.retryAfterSeconds, locked.value]).toEqual([
      429,
      'PAYMENT_PASSWORD_LOCKED',
      900,
      { field: 'paymentPassword', lockedUntil: until, retryAfterSeconds: 900 },
    ]);
    expect(locked.message).toBe(
      `The payment password was wrong 5 times: money actions are locked until ${until.slice(11, 16)} UTC (15 minutes).`,
    );
    // Every action that asks for the password is locked, not only the one that was guessed at.
    expect(
      (await failure(player.call('convertPoints', { points: 1000, paymentPassword: '123456' })))
        .code,
    ).toBe('PAYMENT_PASSWORD_LOCKED');
    expect((await player.call('balance')).balance).toBe(before);

    gateway.clock.advance(15 * 60_000);
    const sent = await player.call('transferUpline', { amount: '1', paymentPassword: '123456' });
    expect(sent.upline).toBe('agent01');
  });

  it('says how many tries are left', async () => {
    const player = await signedIn('down0102');
    const wrong = await failure(
      player.call('transferUpline', { amount: '1', paymentPassword: '999999' }),
    );
    expect([wrong.status, wrong.value]).toEqual([
      400,
      { field: 'paymentPassword', attemptsLeft: 4 },
    ]);
  });

  it('checks at most 5 of 20 parallel wrong tries', async () => {
    const player = await signedIn('down0103');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        failure(player.call('transferUpline', { amount: '1', paymentPassword: '999999' })),
      ),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_INVALID')).toHaveLength(4);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_LOCKED')).toHaveLength(16);
  });

  it('starts the count again after the right password', async () => {
    const player = await signedIn('down0201');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await failure(player.call('transferUpline', { amount: '1', paymentPassword: '999999' }));
    }
    await player.call('transferUpline', { amount: '1', paymentPassword: '123456' });
    const wrong = await failure(
      player.call('transferUpline', { amount: '1', paymentPassword: '999999' }),
    );
    expect(wrong.value).toEqual({ field: 'paymentPassword', attemptsLeft: 4 });
  });

  it('keeps the lock for the account, not the session: logging in again does not lift it', async () => {
    const first = await signedIn('down0202');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await failure(first.call('transferUpline', { amount: '1', paymentPassword: '999999' }));
    }
    const second = await signedIn('down0202');
    expect(
      (await failure(second.call('transferUpline', { amount: '1', paymentPassword: '123456' })))
        .code,
    ).toBe('PAYMENT_PASSWORD_LOCKED');
  });
});
