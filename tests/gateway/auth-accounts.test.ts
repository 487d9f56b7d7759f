import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  failure,
  freshMobile,
  freshUsername,
  startTestGateway,
  type TestGateway,
} from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

const phone = (mobileNum: string) => `55:${mobileNum}`;

describe('registration by username', () => {
  it('registers, logs in, and puts the inviting agent above the new player', async () => {
    const username = freshUsername('reg');
    const session = await gateway.client().call('register', {
      username,
      password: 'Player123',
      confirmPassword: 'Player123',
      affiliateCode: 'agt001',
      email: 'new@example.com',
      login: true,
    });
    expect(session).toMatchObject({
      account: username,
      firstTimeLogin: true,
      passwordExpired: false,
    });
    const agent = gateway.client({ token: await gateway.login('agent01', 'Agent123') });
    const team = await agent.call('agentTeam', { username });
    expect(team.list.map((member) => member.account)).toEqual([username]);
  });

  it('refuses a taken name, a bad name, a mismatched confirmation, the default password and a false invitation', async () => {
    const client = gateway.client();
    const cases = [
      [
        { username: 'player01', password: 'Player123', confirmPassword: 'Player123' },
        'USERNAME_TAKEN',
        409,
      ],
      [
        { username: '1player', password: 'Player123', confirmPassword: 'Player123' },
        'FIELD_INVALID',
        400,
      ],
      [
        { username: freshUsername('reg'), password: 'Player123', confirmPassword: 'Player124' },
        'PASSWORD_MISMATCH',
        400,
      ],
      [
        { username: freshUsername('reg'), password: 'Aa123456', confirmPassword: 'Aa123456' },
        'PASSWORD_REUSED',
        400,
      ],
      [
        {
          username: freshUsername('reg'),
          password: 'Player123',
          confirmPassword: 'Player123',
          affiliateCode: 'NOPE99',
        },
        'INVALID_INVITATION',
        400,
      ],
      [
        {
          username: freshUsername('reg'),
          password: 'Player123',
          confirmPassword: 'Player123',
          domain: 'evil.example',
        },
        'INVALID_DOMAIN',
        400,
      ],
    ] as const;
    for (const [payload, code, status] of cases) {
      const refused = await failure(client.call('register', payload));
      expect([refused.code, refused.status], JSON.stringify(payload)).toEqual([code, status]);
    }
    const badName = await failure(
      client.call('register', {
        username: '1player',
        password: 'Player123',
        confirmPassword: 'Player123',
      }),
    );
    expect(badName.message).toBe(
      'Account format is incorrect: use 6 - 16 letters and digits, starting with a letter',
    );
    expect((await failure(client.call('register', cases[4][0]))).message).toBe(
      'Invalid invitation code',
    );
  });

  it('demands a field the merchant marks required, and writes nothing when it is missing', async () => {
    await gateway.dev('POST', 'registration', { field: 'email', required: true });
    const username = freshUsername('req');
    const refused = await failure(
      gateway
        .client()
        .call('register', { username, password: 'Player123', confirmPassword: 'Player123' }),
    );
    expect([refused.code, refused.message, (refused.value as { field: string }).field]).toEqual([
      'FIELD_INVALID',
      'Input cannot be empty',
      'email',
    ]);
    expect(
      (await failure(gateway.client().call('login', { username, password: 'Player123' }))).code,
    ).toBe('INVALID_CREDENTIALS');
    await gateway.dev('POST', 'registration', { field: 'email', required: null });
  });

  it("checks names against the merchant's own rule once it changes", async () => {
    const strict = {
      acceptedPattern: 'letterFirstAlphanumeric',
      minLength: 10,
      maxLength: 16,
      patternId: 'username',
    };
    await gateway.dev('POST', 'registration', { field: 'username', rule: strict });
    try {
      expect((await gateway.client().call('registrationRules')).username).toEqual(strict);
      const refused = await failure(
        gateway.client().call('register', {
          username: 'short1',
          password: 'Player123',
          confirmPassword: 'Player123',
        }),
      );
      expect(refused.message).toBe(
        'Account format is incorrect: use 10 - 16 letters and digits, starting with a letter',
      );
    } finally {
      await gateway.dev('POST', 'registration', {
        field: 'username',
        rule: { ...strict, minLength: 6 },
      });
    }
  });

  it('checks an invitation code on its own', async () => {
    expect(
      await gateway.client().call('affiliateCheck', { code: 'AGT041', domain: '127.0.0.1' }),
    ).toEqual({ code: 'AGT041', agent: 'Agent 41' });
    expect(
      (await failure(gateway.client().call('affiliateCheck', { code: 'down0101' }))).code,
    ).toBe('INVALID_INVITATION');
  });
});

describe('registration by mobile number', () => {
  it('registers with the SMS code from the outbox; the mobile number becomes the account', async () => {
    const mobileNum = freshMobile();
    const sent = await gateway
      .client()
      .call('registerSmsCode', { countryDialingCode: '55', mobileNo: mobileNum });
    expect(sent).toEqual({ expiredMinutes: 5 });
    const code = await gateway.latestCode(phone(mobileNum));
    expect(code).toMatch(/^\d{6}$/);
    const session = await gateway.client().call('registerByMobile', {
      mobileNum,
      countryDialingCode: '55',
      password: 'Player123',
      confirmPassword: 'Player123',
      verificationCode: code,
    });
    expect(session.account).toBe(mobileNum);
    const reused = await failure(
      gateway.client().call('registerByMobile', {
        mobileNum,
        countryDialingCode: '55',
        password: 'Player123',
        confirmPassword: 'Player123',
        verificationCode: code,
      }),
    );
    expect(reused.code).toBe('SMS_CODE_INVALID');
    // Only someone holding the phone's code learns that the number is taken.
    await gateway
      .client()
      .call('registerSmsCode', { countryDialingCode: '55', mobileNo: mobileNum });
    const taken = await failure(
      gateway.client().call('registerByMobile', {
        mobileNum,
        countryDialingCode: '55',
        password: 'Player123',
        confirmPassword: 'Player123',
        verificationCode: await gateway.latestCode(phone(mobileNum)),
      }),
    );
    expect(taken.code).toBe('MOBILE_TAKEN');
  });

  it('refuses a missing code, a wrong code, and a code sent for another purpose', async () => {
    const mobileNum = freshMobile();
    const client = gateway.client();
    const payload = {
      mobileNum,
      countryDialingCode: '55',
      password: 'Player123',
      confirmPassword: 'Player123',
    };
    expect((await failure(client.call('registerByMobile', payload))).code).toBe('FIELD_INVALID');
    await client.call('loginSmsCode', { mobileNum, countryDialingCode: '55' });
    const loginCode = await gateway.latestCode(phone(mobileNum));
    const wrongPurpose = await failure(
      client.call('registerByMobile', { ...payload, verificationCode: loginCode }),
    );
    expect([wrongPurpose.code, wrongPurpose.message]).toEqual([
      'SMS_CODE_INVALID',
      'The verification code is invalid or missing',
    ]);
  });

  it('registers without a password while MOBREGPASS3 is off; the player then logs in by SMS', async () => {
    await gateway.dev('POST', 'modules', { modId: 'MOBREGPASS3', enabled: false });
    try {
      const mobileNum = freshMobile();
      await gateway
        .client()
        .call('registerSmsCode', { countryDialingCode: '55', mobileNo: mobileNum });
      await gateway.client().call('registerByMobile', {
        mobileNum,
        countryDialingCode: '55',
        verificationCode: await gateway.latestCode(phone(mobileNum)),
      });
      await gateway.client().call('loginSmsCode', { mobileNum, countryDialingCode: '55' });
      const session = await gateway.client().call('login', {
        type: 'sms',
        username: mobileNum,
        password: await gateway.latestCode(phone(mobileNum)),
        countryDialingCode: '55',
      });
      expect(session.account).toBe(mobileNum);
    } finally {
      await gateway.dev('POST', 'modules', { modId: 'MOBREGPASS3', enabled: true });
    }
  });
});

describe('SMS codes', () => {
  it('logs a player in by SMS code, once per code', async () => {
    const client = gateway.client();
    await client.call('loginSmsCode', { mobileNum: '11912340004', countryDialingCode: '55' });
    const code = await gateway.latestCode(phone('11912340004'));
    const session = await client.call('login', {
      type: 'sms',
      username: '11912340004',
      password: code,
    });
    expect([session.account, session.passwordExpired]).toEqual(['vipgold01', false]);
    expect(
      (
        await failure(
          client.call('login', { type: 'sms', username: '11912340004', password: code }),
        )
      ).code,
    ).toBe('SMS_CODE_INVALID');
  });

  it('answers the same for a registered and an unregistered phone', async () => {
    const registered = await gateway.raw('/wps/member/login/sms-code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobileNum: '11912340005', countryDialingCode: '55' }),
    });
    const unknown = await gateway.raw('/wps/member/login/sms-code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobileNum: freshMobile(), countryDialingCode: '55' }),
    });
    expect([unknown.status, unknown.body]).toEqual([registered.status, registered.body]);
  });

  it('locks a phone for 5 minutes after too many sends, with 429 and Retry-After: 300', async () => {
    const mobileNum = freshMobile();
    const client = gateway.client();
    for (let send = 0; send < 3; send += 1) {
      await client.call('loginSmsCode', { mobileNum, countryDialingCode: '55' });
    }
    const locked = await failure(
      client.call('loginSmsCode', { mobileNum, countryDialingCode: '55' }),
    );
    expect([locked.status, locked.code, locked.retryAfterSeconds, locked.message]).toEqual([
      429,
      'SMS_LOCKED',
      300,
      'Too many requests. Please try again in 5 minutes.',
    ]);
    gateway.clock.advance(120_000);
    expect(
      (
        await failure(
          client.call('registerSmsCode', { mobileNo: mobileNum, countryDialingCode: '55' }),
        )
      ).retryAfterSeconds,
    ).toBe(180);
    gateway.clock.advance(180_000);
    expect(await client.call('loginSmsCode', { mobileNum, countryDialingCode: '55' })).toEqual({
      expiredMinutes: 5,
    });
  });

  it('expires a code after expiredMinutes', async () => {
    const mobileNum = freshMobile();
    await gateway
      .client()
      .call('registerSmsCode', { mobileNo: mobileNum, countryDialingCode: '55' });
    const code = await gateway.latestCode(phone(mobileNum));
    gateway.clock.advance(5 * 60_000 + 1000);
    const expired = await failure(
      gateway.client().call('registerByMobile', {
        mobileNum,
        countryDialingCode: '55',
        password: 'Player123',
        confirmPassword: 'Player123',
        verificationCode: code,
      }),
    );
    expect([expired.code, expired.message]).toEqual([
      'SMS_CODE_EXPIRED',
      'The code has expired. Please send it again.',
    ]);
  });

  it('kills a code after 5 wrong entries, even for the right one', async () => {
    const mobileNum = freshMobile();
    const client = gateway.client();
    await client.call('registerSmsCode', { mobileNo: mobileNum, countryDialingCode: '55' });
    const code = await gateway.latestCode(phone(mobileNum));
    const wrong = code === '000000' ? '111111' : '000000';
    const payload = {
      mobileNum,
      countryDialingCode: '55',
      password: 'Player123',
      confirmPassword: 'Player123',
    };
    for (let entry = 0; entry < 5; entry += 1) {
      expect(
        (await failure(client.call('registerByMobile', { ...payload, verificationCode: wrong })))
          .code,
      ).toBe('SMS_CODE_INVALID');
    }
    expect(
      (await failure(client.call('registerByMobile', { ...payload, verificationCode: code }))).code,
    ).toBe('SMS_CODE_EXPIRED');
  });
});

describe('getting back in', () => {
  it('e-mails a temporary password when account and e-mail match, and answers the same when they do not', async () => {
    const client = gateway.client();
    await gateway.dev('DELETE', 'outbox');
    await client.call('forgetPasswordByEmail', {
      username: 'player01',
      email: 'nobody@example.com',
    });
    expect(await gateway.outbox({ kind: 'email' })).toEqual([]);
    const matched = await gateway.raw('/wps/member/password/forget-by-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Language': 'en' },
      body: new URLSearchParams({ username: 'expired01', email: 'EXPIRED01@example.com' }),
    });
    expect(matched.body).toEqual({
      success: true,
      message: 'If the account and e-mail match, a temporary password has been sent to the e-mail.',
      value: null,
    });
    const [mail] = await gateway.outbox({ kind: 'email', to: 'expired01@example.com' });
    const session = await client.call('login', { username: 'expired01', password: mail.code });
    expect(session.passwordExpired).toBe(true);
  });

  it('sets a new password by phone and logs the player in with it', async () => {
    const client = gateway.client();
    const oldToken = await gateway
      .login('initial01', 'Changed123')
      .catch(() => gateway.login('initial01', 'Aa123456'));
    await client.call('passwordSmsCode', { mobileNum: '11912340002', countryDialingCode: '55' });
    const session = await client.call('setPasswordByPhone', {
      mobileNum: '11912340002',
      countryDialingCode: '55',
      verificationCode: await gateway.latestCode(phone('11912340002')),
      newPassword: 'ByPhone123',
      confirmNewPassword: 'ByPhone123',
    });
    expect(session.account).toBe('initial01');
    expect((await gateway.client({ token: session.token }).call('memberInfo')).account).toBe(
      'initial01',
    );
    expect((await failure(gateway.client({ token: oldToken }).call('memberInfo'))).code).toBe(
      'TOKEN_INVALID',
    );
    expect(
      (await gateway.client().call('login', { username: 'initial01', password: 'ByPhone123' }))
        .passwordExpired,
    ).toBe(false);
  });
});
