// The login rules an attacker leans on (gateway/README.md "Login and money limits"): the captcha
// decision is taken with the failure count under one row lock, so a burst of parallel wrong
// passwords checks at most 3 of them; 10 consecutive failures lock the name for 15 minutes, and a
// reset by SMS or e-mail lifts the lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../engine';
import { failure, freshUsername, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

/** A login with a solved captcha, so only the password and the lockout decide. */
async function loginWithCaptcha(username: string, password: string): Promise<ApiError | string> {
  const client = gateway.client();
  const captcha = await client.call('captcha');
  const [issued] = await gateway.outbox({ kind: 'captcha', to: captcha.captchaKey });
  try {
    const session = await client.call('login', {
      username,
      password,
      captchaKey: captcha.captchaKey,
      captcha: issued.code,
    });
    return session.token;
  } catch (error) {
    return error as ApiError;
  }
}

const codeOf = (answer: ApiError | string) => (typeof answer === 'string' ? 'OK' : answer.code);

describe('the captcha decision under a burst', () => {
  it('checks at most 3 passwords of 20 parallel wrong logins; the rest are asked for the captcha', async () => {
    const client = gateway.client();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        failure(client.call('login', { username: 'down0201', password: 'Wrong1234' })),
      ),
    );
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(3);
    expect(codes.filter((code) => code === 'CAPTCHA_REQUIRED')).toHaveLength(17);
  });

  it('treats a name that does not exist the same way', async () => {
    const client = gateway.client();
    const username = freshUsername('ghost');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        failure(client.call('login', { username, password: 'Wrong1234' })),
      ),
    );
    expect(answers.filter((answer) => answer.code === 'INVALID_CREDENTIALS')).toHaveLength(3);
  });
});

describe('the lockout after 10 failures', () => {
  it('locks an account for 15 minutes after 10 consecutive failures, even for the right password, and says until when', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answers.push(await loginWithCaptcha('down0202', 'Wrong1234'));
    }
    expect(answers.map(codeOf)).toEqual([
      ...Array.from({ length: 9 }, () => 'INVALID_CREDENTIALS'),
      'ACCOUNT_LOCKED',
    ]);
    const locked = await loginWithCaptcha('down0202', 'Player123');
    expect(codeOf(locked)).toBe('ACCOUNT_LOCKED');
    const error = locked as ApiError;
    const until = new Date(gateway.clock.now() + 15 * 60_000);
    expect([error.status, error.retryAfterSeconds, error.value]).toEqual([
      429,
      900,
      { lockedUntil: until.toISOString(), retryAfterSeconds: 900 },
    ]);
    expect(error.message).toBe(
      `Too many failed logins: this account is locked until ${until.toISOString().slice(11, 16)} UTC (15 minutes). Reset the password by SMS or e-mail to unlock it now.`,
    );

    gateway.clock.advance(10 * 60_000);
    expect((await loginWithCaptcha('down0202', 'Player123')) as ApiError).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      retryAfterSeconds: 300,
    });
    gateway.clock.advance(5 * 60_000);
    expect(codeOf(await loginWithCaptcha('down0202', 'Player123'))).toBe('OK');
  });

  it('counts only consecutive failures: a right password starts the count again', async () => {
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await loginWithCaptcha('down4101', 'Wrong1234');
    }
    expect(codeOf(await loginWithCaptcha('down4101', 'Player123'))).toBe('OK');
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect(codeOf(await loginWithCaptcha('down4101', 'Wrong1234'))).toBe('INVALID_CREDENTIALS');
    }
  });

  it('locks a name that does not exist alike, so the lock reveals nothing', async () => {
    const username = freshUsername('nobody');
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push(codeOf(await loginWithCaptcha(username, 'Wrong1234')));
    }
    expect(answers.slice(9)).toEqual(['ACCOUNT_LOCKED', 'ACCOUNT_LOCKED']);
  });

  it('is lifted by a password reset by SMS', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await loginWithCaptcha('vipgold01', 'Wrong1234');
    }
    expect(codeOf(await loginWithCaptcha('vipgold01', 'Player123'))).toBe('ACCOUNT_LOCKED');
    const client = gateway.client();
    await client.call('passwordSmsCode', { mobileNum: '11912340004', countryDialingCode: '55' });
    await client.call('setPasswordByPhone', {
      mobileNum: '11912340004',
      countryDialingCode: '55',
      verificationCode: await gateway.latestCode('55:11912340004'),
      newPassword: 'Unlocked123',
      confirmNewPassword: 'Unlocked123',
    });
    expect(codeOf(await loginWithCaptcha('vipgold01', 'Unlocked123'))).toBe('OK');
  });

  it('is lifted by a password reset by e-mail', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await loginWithCaptcha('expired01', 'Wrong1234');
    }
    expect(codeOf(await loginWithCaptcha('expired01', 'Player123'))).toBe('ACCOUNT_LOCKED');
    await gateway
      .client()
      .call('forgetPasswordByEmail', { username: 'expired01', email: 'expired01@example.com' });
    const [mail] = await gateway.outbox({ kind: 'email', to: 'expired01@example.com' });
    expect(codeOf(await loginWithCaptcha('expired01', mail.code))).toBe('OK');
  });

  it('is not lifted by an e-mail reset that names the wrong address', async () => {
    const username = freshUsername('locked');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await loginWithCaptcha(username, 'Wrong1234');
    }
    await gateway
      .client()
      .call('forgetPasswordByEmail', { username, email: 'someone@example.com' });
    expect(codeOf(await loginWithCaptcha(username, 'Wrong1234'))).toBe('ACCOUNT_LOCKED');
  });
});
