// Human verification as a pluggable step of the gateway (spec 000 §3, §4, §7, §8): a merchant with
// a provider refuses a password login and an SMS send without its verification fields ('Please
// complete verification first'); the reference provider's proof of work passes once per challenge;
// an SMS login skips the step; Cloudflare Turnstile and hCaptcha tokens are checked server side by
// their siteverify call, here against a local stand-in of each endpoint.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveWork } from '../../engine';
import { failure, freshMobile, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;
let standIn: Server;
let standInUrl: string;
/** What each siteverify call carried: its path and form fields. */
const verifyCalls: Array<{ path: string; form: Record<string, string> }> = [];

beforeAll(async () => {
  gateway = await startTestGateway();
  // A stand-in of the providers' siteverify endpoints: form-encoded in, JSON out, as documented.
  standIn = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      verifyCalls.push({ path: request.url ?? '', form });
      const success = form.secret === 'the-secret' && form.response === 'good-token';
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(
          success ? { success } : { success, 'error-codes': ['invalid-input-response'] },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await gateway?.close();
  await new Promise((resolve) => standIn?.close(resolve));
});

/** A scope of this test alone with the merchant's human verification set to `setting`. */
async function scopeWith(scope: string, setting: Record<string, unknown>) {
  await gateway.dev('POST', 'verification', { scope, ...setting });
  return gateway.client({ scope });
}

const login = (fields?: Record<string, string>) => ({
  username: 'player01',
  password: 'Player123',
  ...(fields ? { verification: fields } : {}),
});

describe('human verification (spec 000 §4)', () => {
  it('is no step at all for a merchant without a provider', async () => {
    const client = gateway.client();
    expect(await client.call('humanVerification')).toEqual({ provider: 'none' });
    expect((await client.call('login', login())).token).toBeTruthy();
  });

  it('refuses a password login without the proof of work, then lets the solved challenge in once', async () => {
    const client = await scopeWith('hv-pow', { provider: 'proofOfWork', difficulty: 8 });
    const refused = await failure(client.call('login', login()));
    expect([refused.status, refused.code, refused.message]).toEqual([
      400,
      'HUMAN_VERIFICATION_REQUIRED',
      'Please complete verification first',
    ]);
    const step = await client.call('humanVerification');
    expect(step).toMatchObject({ provider: 'proofOfWork', challenge: { difficulty: 8 } });
    const fields = solveWork(step.challenge!);
    expect((await client.call('login', login(fields))).token).toBeTruthy();
    // A solution is good for one request.
    expect((await failure(client.call('login', login(fields)))).code).toBe(
      'HUMAN_VERIFICATION_REQUIRED',
    );
    // A wrong nonce spends the challenge as well.
    const next = (await client.call('humanVerification')).challenge!;
    const wrong = { ...solveWork(next), nonce: '99999999999' };
    expect((await failure(client.call('login', login(wrong)))).code).toBe(
      'HUMAN_VERIFICATION_REQUIRED',
    );
  });

  it('asks it of SMS sends, and skips it for the SMS login itself (spec 000 §4)', async () => {
    const client = await scopeWith('hv-sms', { provider: 'proofOfWork', difficulty: 8 });
    const phone = { mobileNum: '11912340001', countryDialingCode: '55' };
    expect((await failure(client.call('loginSmsCode', phone))).code).toBe(
      'HUMAN_VERIFICATION_REQUIRED',
    );
    expect(
      (
        await failure(
          client.call('registerSmsCode', { mobileNo: freshMobile(), countryDialingCode: '55' }),
        )
      ).code,
    ).toBe('HUMAN_VERIFICATION_REQUIRED');
    const fields = solveWork((await client.call('humanVerification')).challenge!);
    expect(await client.call('loginSmsCode', { ...phone, verification: fields })).toEqual({
      expiredMinutes: 5,
    });
    const code = await gateway.latestCode('55:11912340001');
    const session = await client.call('login', {
      type: 'sms',
      username: phone.mobileNum,
      password: code,
      countryDialingCode: '55',
    });
    expect(session.account).toBe('player01');
  });

  it.each([
    ['turnstile', '/turnstile/v0/siteverify'],
    ['hcaptcha', '/siteverify'],
  ] as const)(
    'checks a %s token with the provider’s siteverify call, server side',
    async (provider, path) => {
      const client = await scopeWith(`hv-${provider}`, {
        provider,
        siteKey: 'the-site-key',
        secret: 'the-secret',
        verifyUrl: `${standInUrl}${path}`,
      });
      expect(await client.call('humanVerification')).toEqual({
        provider,
        siteKey: 'the-site-key',
      });
      const bad = await failure(client.call('login', login({ provider, token: 'forged-token' })));
      expect(bad.code).toBe('HUMAN_VERIFICATION_REQUIRED');
      expect(
        (await client.call('login', login({ provider, token: 'good-token' }))).token,
      ).toBeTruthy();
      const calls = verifyCalls.filter((call) => call.path === path);
      expect(calls.at(-1)!.form).toMatchObject({ secret: 'the-secret', response: 'good-token' });
      expect(calls.at(-1)!.form.remoteip).toBeTruthy();
      if (provider === 'hcaptcha') expect(calls.at(-1)!.form.sitekey).toBe('the-site-key');
    },
  );

  it('refuses a widget token when the provider cannot be reached', async () => {
    const client = await scopeWith('hv-down', {
      provider: 'turnstile',
      siteKey: 'k',
      secret: 'the-secret',
      verifyUrl: 'http://127.0.0.1:9/siteverify',
    });
    expect(
      (await failure(client.call('login', login({ provider: 'turnstile', token: 'good-token' }))))
        .code,
    ).toBe('HUMAN_VERIFICATION_REQUIRED');
  });
});
