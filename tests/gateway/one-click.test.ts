// One-click login over HTTP (spec 000 §1): an account created for a browser in one press with a
// device secret, which later exchanges for a session (quick login); the gateway keeps only its hash,
// a wrong secret is refused like a wrong password, and the ONECLICK3 module gates both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './support/players';
import { failure, freshUsername, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('one-click login', () => {
  it('creates a real player account for the browser and logs back in with its device secret', async () => {
    const { session, deviceSecret } = await gateway.client().call('oneClickRegister', {});
    expect(session).toMatchObject({ type: 0, isTrial: false, firstTimeLogin: true });
    expect(deviceSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await gateway.client().call('deviceLogin', { deviceSecret });
    expect(again.account).toBe(session.account);
    expect(again.token).not.toBe(session.token);
    const info = await gateway.client({ token: again.token }).call('memberInfo', {});
    expect(info.account).toBe(session.account);
  });

  it('lists the account’s device in the security centre, and a revoked one logs in no more', async () => {
    const { session, deviceSecret } = await gateway.client().call('oneClickRegister', {});
    const member = gateway.client({ token: session.token });
    const { list } = await member.call('deviceCredentials', {});
    expect(list).toHaveLength(1);
    await member.call('revokeDeviceCredential', { id: list[0].id });
    expect((await member.call('deviceCredentials', {})).list).toEqual([]);
    const refused = await failure(gateway.client().call('deviceLogin', { deviceSecret }));
    expect(refused.code).toBe('INVALID_CREDENTIALS');
    const again = await failure(member.call('revokeDeviceCredential', { id: list[0].id }));
    expect([again.code, again.message]).toEqual([
      'NOT_FOUND',
      `No device ${list[0].id} to revoke.`,
    ]);
  });

  it('refuses a secret it never gave, as it refuses a wrong password', async () => {
    const refused = await failure(
      gateway.client().call('deviceLogin', { deviceSecret: 'x'.repeat(43) }),
    );
    expect(refused.code).toBe('INVALID_CREDENTIALS');
  });

  it('sets its own username and password once, then logs in with them and still by device', async () => {
    const { session, deviceSecret } = await gateway.client().call('oneClickRegister', {});
    const member = gateway.client({ token: session.token });
    expect((await member.call('securityInfo', {})).oneClickName).toBe(true);
    const username = freshUsername('own');
    const mismatch = await failure(
      member.call('setOwnCredentials', {
        username,
        password: 'Player123',
        confirmPassword: 'Player124',
      }),
    );
    expect(mismatch.code).toBe('PASSWORD_MISMATCH');
    const value = await member.call('setOwnCredentials', {
      username,
      password: 'Player123',
      confirmPassword: 'Player123',
    });
    expect(value).toEqual({ account: username });
    expect((await member.call('securityInfo', {})).oneClickName).toBe(false);
    expect(
      (await gateway.client().call('login', { username, password: 'Player123' })).account,
    ).toBe(username);
    expect((await gateway.client().call('deviceLogin', { deviceSecret })).account).toBe(username);
    const twice = await failure(
      member.call('setOwnCredentials', {
        username: freshUsername('own'),
        password: 'Player123',
        confirmPassword: 'Player123',
      }),
    );
    expect([twice.code, twice.message]).toEqual([
      'CONFLICT',
      'Only a one-click account still under the name it was given can set its own.',
    ]);
  });

  it('refuses a username another account has, and an account that chose its own name', async () => {
    const { session } = await gateway.client().call('oneClickRegister', {});
    const taken = await failure(
      gateway.client({ token: session.token }).call('setOwnCredentials', {
        username: 'player01',
        password: 'Player123',
        confirmPassword: 'Player123',
      }),
    );
    expect([taken.code, taken.value]).toEqual(['USERNAME_TAKEN', { field: 'username' }]);
    const registered = await newPlayer(gateway);
    const refused = await failure(
      registered.client.call('setOwnCredentials', {
        username: freshUsername('own'),
        password: 'Player123',
        confirmPassword: 'Player123',
      }),
    );
    expect(refused.code).toBe('CONFLICT');
  });

  it('offers neither while the merchant’s ONECLICK3 module is off', async () => {
    const { deviceSecret } = await gateway.client().call('oneClickRegister', {});
    await gateway.dev('POST', 'modules', { modId: 'ONECLICK3', enabled: false });
    try {
      expect((await failure(gateway.client().call('oneClickRegister', {}))).code).toBe(
        'FEATURE_DISABLED',
      );
      expect((await failure(gateway.client().call('deviceLogin', { deviceSecret }))).code).toBe(
        'FEATURE_DISABLED',
      );
    } finally {
      await gateway.dev('POST', 'modules', { modId: 'ONECLICK3', enabled: true });
    }
  });
});
