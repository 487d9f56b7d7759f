import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnSocket } from './support/listen-socket';
import { failure, freshMobile, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

/** A socket on this file's gateway that said hello with the token, and the events it heard. */
const listen = (token: string) => listenOnSocket(gateway.url, token);

describe('the outbox', () => {
  it('lists what was sent, newest first', async () => {
    const mobileNum = freshMobile();
    await gateway.client().call('loginSmsCode', { mobileNum, countryDialingCode: '55' });
    await gateway
      .client()
      .call('registerSmsCode', { mobileNo: mobileNum, countryDialingCode: '55' });
    const sent = await gateway.outbox({ to: mobileNum });
    expect(sent.map((entry) => entry.purpose)).toEqual(['register', 'login']);
    expect(sent[0].text).toMatch(/: your code is \d{6}\. It expires in 5 minutes\.$/);
    expect(sent[0].id).toBeGreaterThan(sent[1].id);
  });
});

describe('fault injection per action', () => {
  it('answers 500, which the client reports as an http failure', async () => {
    await gateway.dev('POST', 'faults', { action: 'winners', status: 500, times: 1 });
    const broken = await failure(gateway.client().call('winners', {}));
    expect([broken.kind, broken.status]).toEqual(['http', 500]);
    expect((await gateway.client().call('winners', {})).list.length).toBeGreaterThan(0);
  });

  it('delays, which the client reports as a timeout', async () => {
    // Real time on purpose: the client's timer against a gateway that really answers late (100 ms).
    await gateway.dev('POST', 'faults', { action: 'hotGames', delayMs: 400, times: 1 });
    const slow = await failure(gateway.client({ timeoutMs: 100 }).call('hotGames', {}));
    expect([slow.kind, slow.code]).toEqual(['timeout', 'TIMEOUT']);
  });

  it('drops the connection, which the client reports as a network failure', async () => {
    await gateway.dev('POST', 'faults', { action: 'gameVendors', drop: true });
    const dropped = await failure(gateway.client().call('gameVendors', {}));
    expect([dropped.kind, dropped.status]).toEqual(['network', 0]);
    await gateway.dev('DELETE', 'faults?action=gameVendors');
    expect((await gateway.client().call('gameVendors', {})).data.lanes.length).toBe(10);
  });
});

describe('the dev clock', () => {
  it('moves the gateway time forward for flows that expire', async () => {
    const before = await gateway.dev<{ now: string }>('GET', 'clock');
    const after = await gateway.dev<{ now: string; offsetSeconds: number }>('POST', 'clock', {
      advanceSeconds: 60,
    });
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(60_000);
    await gateway.dev('POST', 'clock', { reset: true });
  });
});

describe('the socket for logged-in players', () => {
  it('refuses a socket without a valid hello', async () => {
    const { closed } = await listen('not-a-real-token-at-all');
    expect(await closed).toBe(4401);
  });

  it('hears balance changes, new messages, maintenance, and a forced logout', async () => {
    const token = await gateway.login('down0202', 'Player123');
    const { events, closed } = await listen(token);
    await gateway.dev('POST', 'credit', { username: 'down0202', amount: '5' });
    await gateway.dev('POST', 'messages', { username: 'down0202', title: 'Hello' });
    await gateway.dev('POST', 'maintenance', { enabled: true });
    await gateway.dev('POST', 'maintenance', { enabled: false });
    await gateway.dev('POST', 'kick', { username: 'down0202', reason: 'test' });
    expect(await closed).toBe(4001);
    expect(events.map((event) => event.type)).toEqual([
      'ready',
      'balance',
      'message',
      'maintenance',
      'maintenance',
      'forcedLogout',
    ]);
    expect(events[1]).toEqual({ type: 'balance', balance: '105.00', currency: 'BRL' });
    expect(events[2]).toMatchObject({ type: 'message', title: 'Hello' });
    expect(events[5]).toEqual({ type: 'forcedLogout', reason: 'test' });
    expect((await failure(gateway.client({ token }).call('memberInfo'))).code).toBe(
      'TOKEN_INVALID',
    );
  });

  it('closes the socket of a session that logs out', async () => {
    const token = await gateway.login('down4102', 'Player123');
    const { closed, events } = await listen(token);
    await gateway.client({ token }).call('logout');
    // A socket hands over every message before its close: by now the session heard all it will.
    expect(await closed).toBe(4000);
    expect(events.map((event) => event.type)).toEqual(['ready']);
  });
});

describe('without --dev', () => {
  // It starts a gateway of its own, which on a loaded machine takes what a hook may (60 s).
  it('serves no /__dev route and records no outbox', { timeout: 60_000 }, async () => {
    const plain = await startTestGateway({ dev: false });
    try {
      expect((await fetch(`${plain.url}/__dev/outbox`)).status).toBe(404);
      expect((await fetch(`${plain.url}/__dev/maintenance`, { method: 'POST' })).status).toBe(404);
      expect(
        await plain
          .client()
          .call('loginSmsCode', { mobileNum: freshMobile(), countryDialingCode: '55' }),
      ).toEqual({ expiredMinutes: 5 });
      const social = await failure(
        plain.client().call('socialLogin', { provider: 'google', code: 'x' }),
      );
      expect(social.code).toBe('FEATURE_DISABLED');
    } finally {
      await plain.close();
    }
  });
});
