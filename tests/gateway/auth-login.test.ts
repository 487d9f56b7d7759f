import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../engine';
import { failure, freshUsername, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('login by username and password', () => {
  it('logs a player in with a token of at least 128 bits that opens their member info', async () => {
    const session = await gateway
      .client()
      .call('login', { username: 'player01', password: 'Player123' });
    expect(session).toMatchObject({
      account: 'player01',
      type: 0,
      isAgent: false,
      isTrial: false,
      passwordExpired: false,
    });
    expect(Buffer.from(session.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const info = await gateway.client({ token: session.token }).call('memberInfo');
    expect(info).toMatchObject({
      account: 'player01',
      balance: expect.stringMatching(/^\d+\.\d{2}$/),
      currencySymbol: 'R$',
      mobileNum: '119****0001',
    });
  });

  it('answers an unknown account and a wrong password alike', async () => {
    const unknown = await failure(
      gateway.client().call('login', { username: 'nobody123', password: 'Player123' }),
    );
    const wrong = await failure(
      gateway.client().call('login', { username: 'down0101', password: 'Wrong1234' }),
    );
    expect([unknown.status, unknown.code, unknown.message]).toEqual([
      401,
      'INVALID_CREDENTIALS',
      'Wrong username or password',
    ]);
    expect([wrong.status, wrong.code, wrong.message]).toEqual([
      unknown.status,
      unknown.code,
      unknown.message,
    ]);
    expect(wrong.value).toEqual(unknown.value);
  });

  it('asks for a captcha after 3 failed logins and lets the right answer through', async () => {
    const client = gateway.client();
    const attempts = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      attempts.push(
        await failure(client.call('login', { username: 'down0102', password: 'Wrong1234' })),
      );
    }
    expect(attempts.map((error) => (error.value as { captcha: boolean }).captcha)).toEqual([
      false,
      false,
      true,
    ]);

    const withoutCaptcha = await failure(
      client.call('login', { username: 'down0102', password: 'Player123' }),
    );
    expect([withoutCaptcha.code, withoutCaptcha.value]).toEqual([
      'CAPTCHA_REQUIRED',
      { captcha: true },
    ]);

    const captcha = await client.call('captcha');
    expect(captcha.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const wrongAnswer = await failure(
      client.call('login', {
        username: 'down0102',
        password: 'Player123',
        captchaKey: captcha.captchaKey,
        captcha: '0000x',
      }),
    );
    expect(wrongAnswer.code).toBe('CAPTCHA_INVALID');

    const fresh = await client.call('captcha');
    const [issued] = await gateway.outbox({ kind: 'captcha', to: fresh.captchaKey });
    const session = await client.call('login', {
      username: 'down0102',
      password: 'Player123',
      captchaKey: fresh.captchaKey,
      captcha: issued.code,
    });
    expect(session.account).toBe('down0102');
    const reused = await failure(
      client.call('login', {
        username: 'down0102',
        password: 'Wrong1234',
        captchaKey: fresh.captchaKey,
        captcha: issued.code,
      }),
    );
    expect(reused.code).toBe('INVALID_CREDENTIALS');
  });

  it('sends a player from the agent page away with "Non-agents cannot log in"', async () => {
    const refused = await failure(
      gateway
        .client()
        .call('login', { username: 'down0103', password: 'Player123', portal: 'agent' }),
    );
    expect([refused.status, refused.code, refused.message]).toEqual([
      403,
      'NOT_AGENT',
      'Non-agents cannot log in',
    ]);
  });

  it('lets each agent type in from the agent page', async () => {
    for (const [username, type] of [
      ['agent01', 1],
      ['agent02', 2],
      ['agent41', 41],
      ['agent42', 42],
    ] as const) {
      const session = await gateway
        .client()
        .call('login', { username, password: 'Agent123', portal: 'agent' });
      expect([session.type, session.isAgent]).toEqual([type, true]);
    }
  });

  it('refuses a non-member account even with its right password', async () => {
    const refused = await failure(
      gateway.client().call('login', { username: 'staff01', password: 'Staff123' }),
    );
    expect([refused.code, refused.message]).toEqual([
      'NOT_MEMBER',
      'This account cannot log in here',
    ]);
  });

  it("says the message in Portuguese, from the engine's catalogue, when the player reads Portuguese", async () => {
    const refused = await failure(
      gateway
        .client({ language: 'pt' })
        .call('login', { username: 'down0103', password: 'Player123', portal: 'agent' }),
    );
    expect(refused.message).toBe(CATALOGUE.pt['error.nonAgent']);
    expect(refused.message).not.toBe(CATALOGUE.en['error.nonAgent']);
  });

  it('logs in with loginV2 and gets the member info in the same answer', async () => {
    const session = await gateway
      .client()
      .call('loginV2', { username: 'vipgold01', password: 'Player123' });
    expect(session.member).toMatchObject({
      account: 'vipgold01',
      hasVip: true,
      vipLabelName: 'Gold',
      vipRankLevel: 5,
    });
  });
});

describe('the first login and expired passwords', () => {
  it('flags the first login once and grants its points once', async () => {
    const first = await gateway
      .client()
      .call('login', { username: 'newbie01', password: 'Player123' });
    expect(first.firstTimeLogin).toBe(true);
    const member = gateway.client({ token: first.token });
    await member.call('firstLogin');
    await member.call('firstLogin');
    expect(await member.call('pointsBalance')).toEqual({ points: 100 });
    const second = await gateway
      .client()
      .call('login', { username: 'newbie01', password: 'Player123' });
    expect(second.firstTimeLogin).toBe(false);
  });

  it('flags the default initial password as expired and blocks money until it is changed', async () => {
    const session = await gateway
      .client()
      .call('login', { username: 'initial01', password: 'Aa123456' });
    expect(session.passwordExpired).toBe(true);
    const member = gateway.client({ token: session.token });
    const blocked = await failure(
      member.call('walletTransfer', { from: 'MAIN', to: 'PT', amount: '1' }),
    );
    expect([blocked.status, blocked.code]).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);

    const same = await failure(
      member.call('changePassword', {
        oldPassword: 'Aa123456',
        newPassword: 'Aa123456',
        confirmNewPassword: 'Aa123456',
      }),
    );
    expect(same.code).toBe('PASSWORD_REUSED');
    await member.call('changePassword', {
      oldPassword: 'Aa123456',
      newPassword: 'Changed123',
      confirmNewPassword: 'Changed123',
    });
    expect(
      (await member.call('walletTransfer', { from: 'MAIN', to: 'PT', amount: '1' })).balance,
    ).toBe('99.00');
    const again = await gateway
      .client()
      .call('login', { username: 'initial01', password: 'Changed123' });
    expect(again.passwordExpired).toBe(false);
  });

  it('flags a password older than the merchant allows', async () => {
    const session = await gateway
      .client()
      .call('login', { username: 'expired01', password: 'Player123' });
    expect(session.passwordExpired).toBe(true);
  });

  it('refuses a new password that breaks the rule or its confirmation, with the rule in the message', async () => {
    const token = await gateway.login('down0201', 'Player123');
    const member = gateway.client({ token });
    const weak = await failure(
      member.call('changePassword', {
        oldPassword: 'Player123',
        newPassword: 'short',
        confirmNewPassword: 'short',
      }),
    );
    expect([weak.code, weak.message, weak.value]).toEqual([
      'FIELD_INVALID',
      'Please fill in your password with 6 - 20 characters',
      { field: 'password', patternId: 'password', minLength: 6, maxLength: 20 },
    ]);
    const mismatch = await failure(
      member.call('changePassword', {
        oldPassword: 'Player123',
        newPassword: 'Better123',
        confirmNewPassword: 'Better124',
      }),
    );
    expect([mismatch.code, mismatch.message]).toEqual([
      'PASSWORD_MISMATCH',
      'The two passwords are inconsistent',
    ]);
    const wrongOld = await failure(
      member.call('changePassword', {
        oldPassword: 'Nope12345',
        newPassword: 'Better123',
        confirmNewPassword: 'Better123',
      }),
    );
    expect([wrongOld.status, wrongOld.value]).toEqual([400, { field: 'oldPassword' }]);
  });
});

describe('logout', () => {
  it('revokes the token: every action that reads it answers 401 afterwards', async () => {
    const token = await gateway.login('down0202', 'Player123');
    const member = gateway.client({ token });
    await member.call('logout');
    for (const call of [
      () => member.call('memberInfo'),
      () => member.call('balance'),
      () => member.call('gamesList', {}),
      () => member.call('announcements', {}),
    ]) {
      const refused = await failure(call());
      expect([refused.status, refused.code]).toEqual([401, 'TOKEN_INVALID']);
    }
  });

  it('ends a session when its 12 hours are over', async () => {
    const token = await gateway.login('down4101', 'Player123');
    gateway.clock.advance(12 * 60 * 60 * 1000 + 1000);
    expect((await failure(gateway.client({ token }).call('memberInfo'))).code).toBe(
      'TOKEN_INVALID',
    );
  });
});

describe('trial accounts', () => {
  it('opens a trial account by free play that may browse but not launch or move money', async () => {
    const session = await gateway
      .client()
      .call('freePlayLogin', { os: 'linux', platform: 'W', version: 3 });
    expect(session).toMatchObject({ type: 4, isTrial: true, firstTimeLogin: true });
    const trial = gateway.client({ token: session.token });
    expect((await trial.call('balance')).balance).toBe('2000.00');
    const games = await trial.call('gamesList', { gameType: 'RNG' });
    const launch = await failure(trial.call('launchGame', { nodeId: games.games[0].nodeId }));
    expect([launch.status, launch.code, launch.message]).toEqual([
      403,
      'TRIAL_NOT_ALLOWED',
      'You are playing with a trial account. Please register a real account to continue.',
    ]);
  });

  it('logs the seeded trial account in by password', async () => {
    expect(
      (await gateway.client().call('login', { username: 'trial0001', password: 'Player123' }))
        .isTrial,
    ).toBe(true);
  });
});

describe('social sign-in through the dev provider', () => {
  it('exchanges the code of the consent page for a session, once', async () => {
    const authorize = await fetch(
      `${gateway.url}/__dev/oauth/google/authorize?redirect_uri=${encodeURIComponent('https://site.test/cb')}&state=s1`,
    );
    expect(await authorize.text()).toContain('Sign in with google');
    const approve = await fetch(`${gateway.url}/__dev/oauth/google/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        redirect_uri: 'https://site.test/cb',
        state: 's1',
        email: `${freshUsername('g')}@example.com`,
        name: 'Google Player',
        decision: 'allow',
      }),
      redirect: 'manual',
    });
    const target = new URL(approve.headers.get('location') ?? '');
    expect(target.searchParams.get('state')).toBe('s1');
    const code = target.searchParams.get('code') ?? '';
    const session = await gateway.client().call('socialLogin', { provider: 'google', code });
    expect(session.nickname).toBe('Google Player');
    expect(
      (await failure(gateway.client().call('socialLogin', { provider: 'google', code }))).code,
    ).toBe('INVALID_CREDENTIALS');
  });
});
