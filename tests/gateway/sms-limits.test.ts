// SMS pumping (gateway/README.md "Login and money limits"): sends are limited per client IP and
// per merchant within the hour, as well as per phone, each decided by one SQL statement so a burst
// cannot slip past it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  failure,
  freshClientIp,
  freshMobile,
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

/** Seconds to the end of the gateway clock's hour: when an hourly window ends. */
const secondsToNextHour = () => Math.ceil((3_600_000 - (gateway.clock.now() % 3_600_000)) / 1000);

describe('SMS sends per client', () => {
  it('answers 10 of 12 phones a client asks for at once and refuses 2 with 429 and Retry-After', async () => {
    const client = gateway.client({ clientIp: freshClientIp() });
    const answers = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        client.call('loginSmsCode', { mobileNum: freshMobile(), countryDialingCode: '55' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(10);
    const refused = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [answer.reason as Awaited<ReturnType<typeof failure>>] : [],
    );
    expect(refused.map((error) => [error.status, error.code])).toEqual([
      [429, 'RATE_LIMITED'],
      [429, 'RATE_LIMITED'],
    ]);
    expect(refused[0].retryAfterSeconds).toBe(secondsToNextHour());
    expect(refused[0].message).toBe('Too many requests. Please try again later.');
  });

  it('counts every kind of code together and lets the client send again the next hour', async () => {
    const client = gateway.client({ clientIp: freshClientIp() });
    for (let send = 0; send < 5; send += 1) {
      await client.call('registerSmsCode', { mobileNo: freshMobile(), countryDialingCode: '55' });
      await client.call('passwordSmsCode', { mobileNum: freshMobile(), countryDialingCode: '55' });
    }
    const refused = await failure(
      client.call('loginSmsCode', { mobileNum: freshMobile(), countryDialingCode: '55' }),
    );
    expect(refused.code).toBe('RATE_LIMITED');
    // Another client is not held back by this one.
    await gateway
      .client({ clientIp: freshClientIp() })
      .call('loginSmsCode', { mobileNum: freshMobile(), countryDialingCode: '55' });
    gateway.clock.advance(secondsToNextHour() * 1000);
    expect(
      await client.call('loginSmsCode', { mobileNum: freshMobile(), countryDialingCode: '55' }),
    ).toEqual({ expiredMinutes: 5 });
  });
});

describe('SMS sends per phone', () => {
  it('sends at most 3 codes to a phone however many ask at once', async () => {
    const mobileNum = freshMobile();
    const answers = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        gateway
          .client({ clientIp: freshClientIp() })
          .call('loginSmsCode', { mobileNum, countryDialingCode: '55' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3);
    expect(await gateway.outbox({ kind: 'sms', to: `55:${mobileNum}` })).toHaveLength(3);
  });
});

describe('SMS sends per merchant', () => {
  it('stops a merchant at 500 codes an hour with "quota exceeded", whatever the clients and phones', async () => {
    gateway.clock.advance(secondsToNextHour() * 1000);
    const send = () =>
      gateway
        .client({ clientIp: freshClientIp(), merchantCode: 'MC1003' })
        .call('loginSmsCode', { mobileNum: freshMobile(), countryDialingCode: '55' });
    for (let batch = 0; batch < 10; batch += 1) {
      await Promise.all(Array.from({ length: 50 }, send));
    }
    const refused = await failure(send());
    expect([refused.status, refused.code, refused.message, refused.retryAfterSeconds]).toEqual([
      429,
      'SMS_QUOTA_EXCEEDED',
      'The quota is exceeded. Please contact customer service.',
      secondsToNextHour(),
    ]);
    // Another merchant's players are not held back by it.
    await gateway
      .client({ clientIp: freshClientIp(), merchantCode: 'MC1001' })
      .call('loginSmsCode', { mobileNum: freshMobile(), countryDialingCode: '55' });
  });
});
