// Two gateway processes on one PostgreSQL behave as one (gateway/README.md "Several gateways on one
// database"): a socket held by one hears what the other did, through LISTEN/NOTIFY, and the login
// limits count in SQL, so failures spread over both trip the captcha after 3. Needs a PostgreSQL
// server (SKINFORGE_TEST_DATABASE_URL, as the gateway-postgres CI job sets it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnSocket } from './support/listen-socket';
import { failure, freshUsername, startTestGateway, type TestGateway } from './support/test-gateway';

const SERVER_URL = process.env.SKINFORGE_TEST_DATABASE_URL;
const WITHOUT_POSTGRES =
  'SKINFORGE_TEST_DATABASE_URL is not set: two gateways share a database only on a PostgreSQL server';

let gatewayA: TestGateway | undefined;
let gatewayB: TestGateway | undefined;

beforeAll(async () => {
  if (!SERVER_URL) return;
  gatewayA = await startTestGateway();
  // One after the other: B finds the database A migrated and seeded.
  gatewayB = await startTestGateway({ db: { connectionString: gatewayA.databaseUrl! } });
}, 180_000);

afterAll(async () => {
  await gatewayB?.close();
  await gatewayA?.close();
});

describe('two gateways on one PostgreSQL', () => {
  it("pushes the balance of a transfer through A to the player's socket on B", async (context) => {
    context.skip(!SERVER_URL, WITHOUT_POSTGRES);
    const a = gatewayA!;
    const b = gatewayB!;
    const socket = await listenOnSocket(b.url, await b.login('player01', 'Player123'));
    try {
      const player = a.client({ token: await a.login('player01', 'Player123') });
      const before = await player.call('balance');
      await player.call(
        'walletTransfer',
        { from: 'MAIN', to: 'PT', amount: '12.34' },
        { idempotencyKey: `two-gateways-${Date.now()}` },
      );
      const after = await player.call('balance');
      expect(after.balance).not.toBe(before.balance);
      await expect
        .poll(() => socket.events.filter((event) => event.type === 'balance'))
        .toEqual([{ type: 'balance', balance: after.balance, currency: expect.any(String) }]);
    } finally {
      socket.socket.close();
    }
  });

  it('asks for the captcha after 3 wrong logins spread over A and B', async (context) => {
    context.skip(!SERVER_URL, WITHOUT_POSTGRES);
    const username = freshUsername('spread');
    const codes: Array<string | undefined> = [];
    for (const gateway of [gatewayA!, gatewayB!, gatewayA!, gatewayB!]) {
      const refused = await failure(
        gateway.client().call('login', { username, password: 'Wrong1234' }),
      );
      codes.push(refused.code);
    }
    expect(codes).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'CAPTCHA_REQUIRED',
    ]);
  });

  it("gives B a merchant's settings as A changed them", async (context) => {
    context.skip(!SERVER_URL, WITHOUT_POSTGRES);
    await gatewayA!.dev('POST', 'region', { restricted: true });
    try {
      await expect
        .poll(async () => (await gatewayB!.client().call('permission')).regionRestriction)
        .toBe(true);
    } finally {
      await gatewayA!.dev('POST', 'region', { restricted: false });
    }
    await expect
      .poll(async () => (await gatewayB!.client().call('permission')).regionRestriction)
      .toBe(false);
  });
});
