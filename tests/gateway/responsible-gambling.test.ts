// Responsible gambling over HTTP (gateway README "Responsible gambling"): limits that apply at
// once when lowered and after 24 hours on the dev clock when raised or removed; deposits refused
// past a deposit limit when the order is made and when it is paid, even under 20 parallel
// deposits split over two gateways; bets and launches past a loss, wager or session limit; the
// restricted session of a break or a self-exclusion; and bad input refused with nothing changed.
// npm run test:pg runs this file on PostgreSQL too.
import { describe, expect, it } from 'vitest';
import { eitherOf, useGatewayPair } from './support/gateway-pair';
import { tally } from './support/outcomes';
import { newPlayer, through, type TestPlayer } from './support/players';
import { failure, type TestGateway } from './support/test-gateway';

const BURST_MS = 180_000;
const DAY_SECONDS = 86_400;

const pair = useGatewayPair(BURST_MS);

const payStep = async (payUrl: string) =>
  (await fetch(`${payUrl}/pay`, { method: 'POST' })).json() as Promise<{
    success: boolean;
    code?: string;
    value: unknown;
  }>;

const settingsOf = (player: TestPlayer) => player.client.call('rgSettings');

async function deposit(player: TestPlayer, amount: string) {
  const { payUrl } = await player.client.call('createDeposit', { channel: 'PIX', amount });
  return payStep(payUrl);
}

const play = (gateway: TestGateway, player: TestPlayer, stake: string, win = '0') =>
  gateway.raw('/__dev/play', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: player.username, stake, win }),
  });

describe('setting limits', () => {
  it('starts with no limit, no reality check and no restriction', async () => {
    const player = await newPlayer(pair.a);
    expect(await settingsOf(player)).toMatchObject({
      limits: [],
      sessionLimit: { minutes: null, pending: null },
      realityCheckMinutes: null,
      restriction: null,
      session: { staked: '0.00', won: '0.00', net: '0.00' },
    });
  });

  it('applies a first and a lower limit at once, and holds a raise 24 hours on the dev clock', async () => {
    const scope = `rg-raise-${Date.now()}`;
    const gateway = pair.a;
    const player = await newPlayer(gateway);
    const scoped = { ...player, client: gateway.client({ token: player.token, scope }) };
    await scoped.client.call('setRgLimit', { kind: 'deposit', period: 'day', amount: '100' });
    const lowered = await scoped.client.call('setRgLimit', {
      kind: 'deposit',
      period: 'day',
      amount: '50.00',
    });
    expect(lowered.limits).toEqual([
      { kind: 'deposit', period: 'day', amount: '50.00', left: '50.00', pending: null },
    ]);
    const raised = await scoped.client.call('setRgLimit', {
      kind: 'deposit',
      period: 'day',
      amount: '500',
    });
    const [limit] = raised.limits;
    expect(limit).toMatchObject({ amount: '50.00', pending: { amount: '500.00' } });
    const waitsUntil = Date.parse(limit!.pending!.takesEffectAt);
    const { now } = await gateway.dev<{ now: string }>('GET', `clock?scope=${scope}`);
    expect(waitsUntil - Date.parse(now)).toBe(DAY_SECONDS * 1000);
    // The old limit holds until then: a 60.00 deposit is refused, 50.00 left.
    const refused = await failure(
      scoped.client.call('createDeposit', { channel: 'PIX', amount: '60' }),
    );
    expect([refused.status, refused.code, refused.value]).toEqual([403, 'RG_LIMIT', '50.00']);

    await gateway.dev('POST', 'clock', { advanceSeconds: DAY_SECONDS - 60, scope });
    // The session (12 hours) has ended meanwhile: log in again on the scope's clock.
    const { token } = await gateway
      .client({ scope })
      .call('login', { username: player.username, password: 'Player123' });
    const later = gateway.client({ token, scope });
    expect((await later.call('rgSettings')).limits[0]).toMatchObject({ amount: '50.00' });
    await gateway.dev('POST', 'clock', { advanceSeconds: 60, scope });
    expect((await later.call('rgSettings')).limits[0]).toMatchObject({
      amount: '500.00',
      pending: null,
    });
    expect((await later.call('createDeposit', { channel: 'PIX', amount: '60' })).order.amount).toBe(
      '60.00',
    );
    await gateway.dev('DELETE', `scopes/${scope}`);
  });

  it('holds the removal of a limit 24 hours and applies a shorter session limit at once', async () => {
    const player = await newPlayer(pair.a);
    await player.client.call('setRgLimit', { kind: 'wager', period: 'week', amount: '20' });
    const removed = await player.client.call('setRgLimit', {
      kind: 'wager',
      period: 'week',
      amount: null,
    });
    expect(removed.limits[0]).toMatchObject({ amount: '20.00', pending: { amount: null } });
    await player.client.call('setRgLimit', { kind: 'session', minutes: 90 });
    const shorter = await player.client.call('setRgLimit', { kind: 'session', minutes: 30 });
    expect(shorter.sessionLimit).toEqual({ minutes: 30, pending: null });
    const longer = await player.client.call('setRgLimit', { kind: 'session', minutes: 120 });
    expect(longer.sessionLimit).toMatchObject({ minutes: 30, pending: { minutes: 120 } });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const player = await newPlayer(pair.a);
    await player.client.call('setRgLimit', { kind: 'loss', period: 'month', amount: '300' });
    const before = await settingsOf(player);
    const bad = async (action: string, payload: Record<string, unknown>) => {
      const answer = await pair.a.raw(`/wps/rg/${action}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${player.token}`,
          'X-Language': 'en',
        },
        body: JSON.stringify(payload),
      });
      return [answer.status, answer.body.code, answer.body.message];
    };
    expect(await bad('limit', { kind: 'bets', period: 'day', amount: '10' })).toEqual([
      400,
      'BAD_REQUEST',
      'Invalid setRgLimit payload: kind must be one of "deposit", "loss", "wager", "session" (got "bets")',
    ]);
    expect((await bad('limit', { kind: 'loss', period: 'year', amount: '10' }))[0]).toBe(400);
    expect((await bad('limit', { kind: 'loss', period: 'year', amount: '10' }))[2]).toMatch(
      /period.*year/s,
    );
    for (const amount of ['-5', '10.505', 'ten', '0']) {
      const [status, , message] = await bad('limit', { kind: 'loss', period: 'month', amount });
      expect([status, message]).toEqual([400, expect.stringMatching(/amount/)]);
    }
    expect(await bad('limit', { kind: 'loss', amount: '10' })).toEqual([
      400,
      'FIELD_INVALID',
      'A loss limit needs period (day, week or month) and amount (a decimal such as 50.00, or null to remove it).',
    ]);
    expect(await bad('limit', { kind: 'session', period: 'day', minutes: 30 })).toEqual([
      400,
      'FIELD_INVALID',
      'A session limit takes minutes (1 to 1440, or null to remove it), not a period or an amount.',
    ]);
    for (const days of [0, 43]) {
      const [status, , message] = await bad('break', { days });
      expect([status, message]).toEqual([400, expect.stringMatching(/days/)]);
    }
    expect((await bad('reality-check', { minutes: -1 }))[0]).toBe(400);
    expect(await settingsOf(player)).toEqual(before);
  });
});

describe('deposit limits', () => {
  it('refuses an order past the limit with what is left, counting open orders, and a payment past it, crediting nothing', async () => {
    const player = await newPlayer(pair.a);
    // An order made before any limit: it still counts while open, and is judged again when paid.
    const early = await player.client.call('createDeposit', { channel: 'PIX', amount: '80' });
    await player.client.call('setRgLimit', { kind: 'deposit', period: 'day', amount: '100' });
    const order = await failure(
      player.client.call('createDeposit', { channel: 'PIX', amount: '30' }),
    );
    expect([order.status, order.code, order.value, order.message]).toEqual([
      403,
      'RG_LIMIT',
      '20.00',
      expect.stringMatching(/^Your daily deposit limit leaves 20\.00 until \d{4}-/),
    ]);
    expect((await deposit(player, '20')).success).toBe(true);
    await player.client.call('setRgLimit', { kind: 'deposit', period: 'day', amount: '50' });
    expect(await payStep(early.payUrl)).toMatchObject({
      success: false,
      code: 'RG_LIMIT',
      value: '30.00',
    });
    expect((await player.client.call('balance')).balance).toBe('20.00');
    expect((await settingsOf(player)).limits[0]).toMatchObject({ amount: '50.00', left: '30.00' });
  });

  it(
    'never passes a limit under 20 parallel deposits split over two gateways',
    async () => {
      const player = await newPlayer(pair.a);
      await player.client.call('setRgLimit', { kind: 'deposit', period: 'week', amount: '100' });
      const deposits = Array.from({ length: 20 }, async (_, n) => {
        const { payUrl } = await through(eitherOf(pair, n), player).client.call('createDeposit', {
          channel: 'PIX',
          amount: '15',
        });
        const paid = await payStep(payUrl);
        if (!paid.success) throw new Error(`payment refused: ${paid.code}`);
      });
      // 6 × 15.00 fit under 100.00; the 7th would pass it.
      expect(await tally(deposits)).toEqual({ OK: 6, '403 RG_LIMIT': 14 });
      expect((await player.client.call('balance')).balance).toBe('90.00');
    },
    BURST_MS,
  );
});

describe('play limits', () => {
  it('refuses a bet past a loss limit and a launch once nothing is left', async () => {
    const player = await newPlayer(pair.a, { credit: '500' });
    await player.client.call('setRgLimit', { kind: 'loss', period: 'day', amount: '50' });
    expect((await play(pair.a, player, '30')).status).toBe(200);
    // A win offsets: 30.00 lost, then 10.00 staked and 25.00 won.
    expect((await play(pair.a, player, '10', '25')).status).toBe(200);
    const refused = await play(pair.a, player, '40');
    expect([refused.status, refused.body.code, refused.body.value]).toEqual([
      403,
      'RG_LIMIT',
      '35.00',
    ]);
    expect((await play(pair.a, player, '35')).status).toBe(200);
    const launch = await failure(player.client.call('launchGame', { nodeId: 1 }));
    expect([launch.code, launch.value]).toEqual(['RG_LIMIT', '0.00']);
    expect((await player.client.call('balance')).balance).toBe('450.00');
  });

  it('refuses a bet past a wager limit, and a launch past the session limit', async () => {
    const player = await newPlayer(pair.a, { credit: '500' });
    await player.client.call('setRgLimit', { kind: 'wager', period: 'month', amount: '25' });
    expect((await play(pair.a, player, '20', '100')).status).toBe(200);
    expect((await play(pair.a, player, '6')).body).toMatchObject({
      code: 'RG_LIMIT',
      value: '5.00',
    });

    const timed = await newPlayer(pair.a, { credit: '50' });
    await timed.client.call('setRgLimit', { kind: 'session', minutes: 1 });
    pair.a.clock.advance(61_000);
    const late = await failure(timed.client.call('launchGame', { nodeId: 1 }));
    expect([late.status, late.code]).toEqual([403, 'RG_LIMIT']);
    expect((await play(pair.a, timed, '1')).body.code).toBe('RG_LIMIT');
  });
});

describe('breaks and self-exclusion', () => {
  async function restrictedPlayer() {
    const player = await newPlayer(pair.a, { credit: '300', paymentPassword: '246810' });
    const { bankAccount } = await player.client.call('addBankAccount', {
      holderName: 'Maria Silva',
      bankName: 'Banco Azul',
      accountNumber: '0012345678',
    });
    return { ...player, bankAccountId: bankAccount.id };
  }

  it('gives a restricted session: balance, withdrawal and the settings open, the rest 403 RG_EXCLUDED', async () => {
    const player = await restrictedPlayer();
    const { restriction } = await player.client.call('takeBreak', { days: 7 });
    const until = restriction!.until!;
    expect(Date.parse(until) - pair.a.clock.now()).toBe(7 * DAY_SECONDS * 1000);
    // A shorter break does not shorten it.
    expect((await player.client.call('takeBreak', { days: 1 })).restriction).toEqual({
      kind: 'break',
      until,
    });
    // A login during the break opens a session: the restricted one.
    const again = pair.a.client({
      token: await pair.a.login(player.username, 'Player123'),
    });
    expect((await again.call('balance')).balance).toBe('300.00');
    expect((await again.call('rgSettings')).restriction).toEqual({ kind: 'break', until });
    const withdrawn = await again.call('withdraw', {
      amount: '100',
      bankAccountId: player.bankAccountId,
      paymentPassword: '246810',
    });
    expect(withdrawn.withdrawal.amount).toBe('100.00');
    const refused = async (call: Promise<unknown>) => {
      const error = await failure(call);
      return [error.status, error.code, error.value];
    };
    const excluded = [403, 'RG_EXCLUDED', until];
    expect(await refused(again.call('createDeposit', { channel: 'PIX', amount: '20' }))).toEqual(
      excluded,
    );
    expect(await refused(again.call('launchGame', { nodeId: 1 }))).toEqual(excluded);
    expect(
      await refused(again.call('walletTransfer', { from: 'MAIN', to: 'PG', amount: '10' })),
    ).toEqual(excluded);
    expect(await refused(again.call('promotionJoin', { promotionId: 1 }))).toEqual(excluded);
    expect(await refused(again.call('rewardClaim', { reward: 'signIn' }))).toEqual(excluded);
    expect(
      await refused(again.call('convertPoints', { points: 1000, paymentPassword: '246810' })),
    ).toEqual(excluded);
    expect((await play(pair.a, player, '5')).body).toMatchObject({ code: 'RG_EXCLUDED' });
    // No promotional message reaches it; a service message does.
    expect(
      await pair.a.dev('POST', 'messages', {
        username: player.username,
        title: 'Bonus!',
        promotional: true,
      }),
    ).toEqual({ delivered: false });
    expect(
      await pair.a.dev('POST', 'messages', { username: player.username, title: 'Your withdrawal' }),
    ).toMatchObject({ delivered: true });
  });

  it('refuses a self-exclusion shorter than the market’s: 6 months for the UK skin’s merchant', async () => {
    const player = await newPlayer(pair.a, { merchantCode: 'MC1003' });
    const short = await failure(
      player.client.call('selfExclude', { months: 3, password: 'Player123' }),
    );
    expect([short.status, short.code, short.message]).toEqual([
      400,
      'FIELD_INVALID',
      'A self-exclusion here lasts at least 6 months (UK); got 3.',
    ]);
    expect((await settingsOf(player)).restriction).toBeNull();
    const six = await player.client.call('selfExclude', { months: 6, password: 'Player123' });
    expect(six.restriction?.kind).toBe('exclusion');
  });

  it('self-excludes with the login password, for months or for good, and never lifts it', async () => {
    const player = await newPlayer(pair.a);
    const wrong = await failure(
      player.client.call('selfExclude', { months: 3, password: 'Wrong1234' }),
    );
    expect([wrong.code, wrong.message]).toEqual(['FIELD_INVALID', 'The login password is wrong']);
    expect((await settingsOf(player)).restriction).toBeNull();
    const both = await failure(
      player.client.call('selfExclude', { months: 3, permanent: true, password: 'Player123' }),
    );
    expect(both.code).toBe('FIELD_INVALID');

    const sixMonths = await player.client.call('selfExclude', { months: 6, password: 'Player123' });
    expect(sixMonths.restriction?.kind).toBe('exclusion');
    const end = sixMonths.restriction!.until!;
    const shorter = await player.client.call('selfExclude', { months: 3, password: 'Player123' });
    expect(shorter.restriction).toEqual({ kind: 'exclusion', until: end });
    expect((await player.client.call('takeBreak', { days: 1 })).restriction?.until).toBe(end);

    const forGood = await player.client.call('selfExclude', {
      permanent: true,
      password: 'Player123',
    });
    expect(forGood.restriction).toEqual({ kind: 'exclusion', until: null });
    const refused = await pair.a.raw('/lgw/games/launch', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${player.token}` },
      body: JSON.stringify({ nodeId: 1 }),
    });
    expect([refused.status, refused.body.code, refused.body.value]).toEqual([
      403,
      'RG_EXCLUDED',
      null,
    ]);
  });
});
