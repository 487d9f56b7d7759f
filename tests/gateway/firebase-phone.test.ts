// The firebase phone path (spec 000 §3, §4, §8, §9) on the reference gateway: a merchant whose
// phoneSignIn is firebase tells the site so (phoneSignIn), the gateway's stand-in of identitytoolkit
// sends a code and signs the phone in with an id token, every error the spec's phone-error list
// maps answers as identitytoolkit names it, and the gateway takes the id token, once, instead of
// the SMS code for the SMS login, the registration by phone and the password by phone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e164Phone, firebaseAuthCode, phoneErrorKey, type PhoneSignInValue } from '../../engine';
import { en } from '../../engine/i18n/catalogue/en';
import { checkIdToken } from '../../gateway/firebase/id-token';
import { tokenKeys } from '../../gateway/firebase/token-keys';
import { failure, freshMobile, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

interface ToolkitAnswer {
  status: number;
  body: {
    sessionInfo?: string;
    idToken?: string;
    phoneNumber?: string;
    error?: { code: number; message: string };
  };
}

/** A scope of this test alone whose merchant signs phones in with the firebase stand-in. */
async function firebaseScope(scope: string, extra: Record<string, unknown> = {}) {
  await gateway.dev('POST', 'phone-sign-in', { scope, provider: 'firebase', ...extra });
  const client = gateway.client({ scope });
  const setting = (await client.call('phoneSignIn')) as Required<PhoneSignInValue>;
  const toolkit = async (method: string, body: Record<string, unknown>): Promise<ToolkitAnswer> => {
    const response = await fetch(
      `${setting.identityToolkitUrl}/v1/accounts:${method}?key=${setting.apiKey}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Dev-Scope': scope },
        body: JSON.stringify(body),
      },
    );
    return { status: response.status, body: (await response.json()) as ToolkitAnswer['body'] };
  };
  /** Sends a code to a Brazilian mobile: the session and the code from the dev outbox. */
  const sendTo = async (mobileNum: string) => {
    const sent = await toolkit('sendVerificationCode', { phoneNumber: e164Phone('55', mobileNum) });
    return {
      sessionInfo: sent.body.sessionInfo,
      code: await gateway.latestCode(`55:${mobileNum}`),
    };
  };
  /** Sends a code to the phone and signs it in: the id token. */
  const idTokenOf = async (mobileNum: string) =>
    (await toolkit('signInWithPhoneNumber', await sendTo(mobileNum))).body.idToken!;
  return { client, setting, toolkit, sendTo, idTokenOf };
}

/** The words the player reads for an identitytoolkit error (spec 000 §8), in English. */
const shown = (answer: ToolkitAnswer) => {
  const key = phoneErrorKey({ code: firebaseAuthCode(answer.body.error!.message) });
  return key ? en[key] : null;
};

/** An error's name and the words shown for it. */
const named = (answer: ToolkitAnswer) => [answer.body.error?.message, shown(answer)];
const EXPIRED = ['SESSION_EXPIRED', en['phoneError.codeExpired']];

describe('phoneSignIn (spec 000 §3, §4)', () => {
  it('says gateway for a merchant on its own SMS codes, and firebase with the stand-in’s address otherwise', async () => {
    expect(await gateway.client().call('phoneSignIn')).toEqual({ provider: 'gateway' });
    const { setting } = await firebaseScope('fb-describe');
    expect(setting).toEqual({
      provider: 'firebase',
      apiKey: 'stand-in-mc1001-fb-describe-key',
      identityToolkitUrl: `${gateway.url}/lgw/identitytoolkit`,
    });
  });
});

describe('the seed', () => {
  it('runs MC1002 (lusa-regional) on the firebase stand-in and the other merchants on the gateway’s SMS', async () => {
    const providers = await Promise.all(
      ['MC1001', 'MC1002', 'MC1003'].map(async (merchantCode) => [
        merchantCode,
        (await gateway.client({ merchantCode }).call('phoneSignIn')).provider,
      ]),
    );
    expect(Object.fromEntries(providers)).toEqual({
      MC1001: 'gateway',
      MC1002: 'firebase',
      MC1003: 'gateway',
    });
  });
});

describe('the identitytoolkit stand-in (spec 000 §8, §9)', () => {
  it('sends a code to the phone and signs it in with an id token the gateway’s key set verifies', async () => {
    const { toolkit } = await firebaseScope('fb-send');
    const mobileNum = freshMobile();
    const sent = await toolkit('sendVerificationCode', { phoneNumber: e164Phone('55', mobileNum) });
    expect(sent.status).toBe(200);
    expect(sent.body.sessionInfo).toMatch(/^[\w-]{20,}$/);
    const code = await gateway.latestCode(`55:${mobileNum}`);
    const signedIn = await toolkit('signInWithPhoneNumber', {
      sessionInfo: sent.body.sessionInfo,
      code,
    });
    expect(signedIn.body.phoneNumber).toBe(`+55${mobileNum}`);
    // Checked as a backend checks firebase's tokens: against the published JWK set, over HTTP.
    const keys = tokenKeys({
      provider: 'firebase',
      projectId: 'stand-in-mc1001-fb-send',
      apiKey: '',
      keysUrl: `${gateway.url}/lgw/identitytoolkit/jwks`,
    });
    const check = await checkIdToken(
      signedIn.body.idToken!,
      'stand-in-mc1001-fb-send',
      keys,
      new Date(gateway.clock.now()),
    );
    expect(check).toMatchObject({ ok: true, claims: { phone_number: `+55${mobileNum}` } });
    expect(await checkIdToken(signedIn.body.idToken!, 'another-project', keys, new Date())).toEqual(
      { ok: false, problem: 'aud stand-in-mc1001-fb-send, not another-project' },
    );
    // A session signs in once.
    const again = await toolkit('signInWithPhoneNumber', {
      sessionInfo: sent.body.sessionInfo,
      code,
    });
    expect(again.body.error?.message).toBe('SESSION_EXPIRED');
  });

  it('answers each error the spec maps by identitytoolkit’s name, which the player reads in the spec’s words', async () => {
    const { toolkit, sendTo } = await firebaseScope('fb-errors');
    const answers: Record<string, ToolkitAnswer> = {
      missingPhone: await toolkit('sendVerificationCode', {}),
      invalidPhone: await toolkit('sendVerificationCode', { phoneNumber: '11912345678' }),
      otherRegion: await toolkit('sendVerificationCode', { phoneNumber: '+14155550100' }),
      missingSession: await toolkit('signInWithPhoneNumber', { code: '123456' }),
      unknownSession: await toolkit('signInWithPhoneNumber', { sessionInfo: 'x', code: '1' }),
    };
    const { sessionInfo, code } = await sendTo(freshMobile());
    const wrong = code === '000000' ? '111111' : '000000';
    answers.missingCode = await toolkit('signInWithPhoneNumber', { sessionInfo });
    answers.wrongCode = await toolkit('signInWithPhoneNumber', { sessionInfo, code: wrong });
    const names = Object.fromEntries(
      Object.entries(answers).map(([what, answer]) => [
        what,
        [answer.status, answer.body.error?.message.split(' : ')[0], shown(answer)],
      ]),
    );
    expect(names).toEqual({
      missingPhone: [400, 'MISSING_PHONE_NUMBER', en['phoneError.invalidPhone']],
      invalidPhone: [400, 'INVALID_PHONE_NUMBER', en['phoneError.invalidPhone']],
      otherRegion: [400, 'OPERATION_NOT_ALLOWED', en['phoneError.notAllowed']],
      missingSession: [400, 'MISSING_SESSION_INFO', en['phoneError.unknown']],
      unknownSession: [400, 'INVALID_SESSION_INFO', en['phoneError.unknown']],
      missingCode: [400, 'MISSING_CODE', en['phoneError.invalidCode']],
      wrongCode: [400, 'INVALID_CODE', en['phoneError.invalidCode']],
    });
    // Four more wrong entries (five in all) kill the code: even the right one is expired then.
    for (let entry = 0; entry < 4; entry += 1) {
      await toolkit('signInWithPhoneNumber', { sessionInfo, code: wrong });
    }
    expect(named(await toolkit('signInWithPhoneNumber', { sessionInfo, code }))).toEqual(EXPIRED);
  });

  it('expires a code after 5 minutes on the gateway clock (code expired, send again)', async () => {
    const { toolkit, sendTo } = await firebaseScope('fb-expiry');
    const sent = await sendTo(freshMobile());
    await gateway.dev('POST', 'clock', { scope: 'fb-expiry', advanceSeconds: 5 * 60 + 1 });
    expect(named(await toolkit('signInWithPhoneNumber', sent))).toEqual(EXPIRED);
  });

  it('refuses a fourth send to a phone in 5 minutes, and sends beyond the project’s hourly quota', async () => {
    const { toolkit } = await firebaseScope('fb-limits', { quotaPerHour: 4 });
    const phoneNumber = e164Phone('55', freshMobile());
    const sends = [];
    for (let send = 0; send < 4; send += 1) {
      sends.push(await toolkit('sendVerificationCode', { phoneNumber }));
    }
    expect(sends.map((answer) => answer.body.error?.message ?? 'sent')).toEqual([
      'sent',
      'sent',
      'sent',
      'TOO_MANY_ATTEMPTS_TRY_LATER',
    ]);
    expect(shown(sends[3]!)).toBe(en['phoneError.tooManyRequests']);
    const other = await toolkit('sendVerificationCode', {
      phoneNumber: e164Phone('55', freshMobile()),
    });
    expect(other.body.sessionInfo).toBeTruthy();
    const overQuota = await toolkit('sendVerificationCode', {
      phoneNumber: e164Phone('55', freshMobile()),
    });
    expect([overQuota.body.error?.message, shown(overQuota)]).toEqual([
      'QUOTA_EXCEEDED',
      en['phoneError.quotaExceeded'],
    ]);
  });

  it('knows no project by another key', async () => {
    const answer = await gateway.raw(
      '/lgw/identitytoolkit/v1/accounts:sendVerificationCode?key=nobody',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phoneNumber: '+5511912345678' }),
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { message: expect.stringMatching(/^API_KEY_INVALID/) },
    });
  });
});

describe('the gateway takes the id token for the code (spec 000 §4)', () => {
  it('logs a player in by the firebase id token of their phone, once per token', async () => {
    const { client, idTokenOf } = await firebaseScope('fb-login');
    const idToken = await idTokenOf('11912340004');
    const login = { type: 'sms' as const, username: '11912340004', password: '000000' };
    const session = await client.call('login', { ...login, firebaseIdToken: idToken });
    expect(session.account).toBe('vipgold01');
    const reused = await failure(client.call('login', { ...login, firebaseIdToken: idToken }));
    expect([reused.code, reused.message]).toEqual([
      'SMS_CODE_INVALID',
      'The phone sign-in of +5511912340004 was not accepted: expected a firebase id token of that phone, unused and valid now, but it was used already.',
    ]);
  });

  it('lets one of 10 parallel logins with one token in', async () => {
    const { client, idTokenOf } = await firebaseScope('fb-parallel');
    const firebaseIdToken = await idTokenOf('11912340004');
    const login = { type: 'sms' as const, username: '11912340004', password: '000000' };
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, () => client.call('login', { ...login, firebaseIdToken })),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses no token, an SMS code of the gateway, another phone’s token, a forged one and an expired one', async () => {
    const { client, idTokenOf } = await firebaseScope('fb-refusals');
    const login = { type: 'sms' as const, username: '11912340004', password: '000000' };
    const problems: string[] = [];
    const refusal = async (payload: Record<string, unknown>) => {
      const refused = await failure(client.call('login', { ...login, ...payload }));
      expect(refused.code).toBe('SMS_CODE_INVALID');
      problems.push(refused.message.replace(/^.*, but /, ''));
    };
    await refusal({});
    const other = await idTokenOf(freshMobile());
    await refusal({ firebaseIdToken: other });
    const [head, claims] = other.split('.');
    await refusal({ firebaseIdToken: `${head}.${claims}.${'A'.repeat(342)}` });
    const own = await idTokenOf('11912340004');
    await gateway.dev('POST', 'clock', { scope: 'fb-refusals', advanceSeconds: 3601 });
    await refusal({ firebaseIdToken: own });
    expect(problems).toEqual([
      'none came (firebaseIdToken).',
      expect.stringMatching(/^it is of \+55\d+\.$/),
      'the signature does not match.',
      'it has expired.',
    ]);
  });

  it('registers by phone and sets a password by phone with the id token', async () => {
    const { client, idTokenOf } = await firebaseScope('fb-register');
    const mobileNum = freshMobile();
    const registered = await client.call('registerByMobile', {
      mobileNum,
      countryDialingCode: '55',
      password: 'Player123',
      confirmPassword: 'Player123',
      firebaseIdToken: await idTokenOf(mobileNum),
    });
    expect(registered.account).toBe(mobileNum);
    const reset = await client.call('setPasswordByPhone', {
      mobileNum,
      countryDialingCode: '55',
      newPassword: 'Newpass123',
      confirmNewPassword: 'Newpass123',
      verificationCode: '000000',
      firebaseIdToken: await idTokenOf(mobileNum),
    });
    expect(reset.account).toBe(mobileNum);
    expect(
      (await client.call('login', { username: mobileNum, password: 'Newpass123' })).token,
    ).toBeTruthy();
  });
});
