// The new-IP verification over HTTP (spec 000 §4): a right password from an address new to a member
// who has logged in before answers NEW_IP_VERIFICATION naming the methods the member can answer
// with; a right answer logs in and makes the address known; 5 wrong answers lock it for 15 minutes;
// the authenticator's code passes one step either side of the gateway's time and no further. One
// gateway with the check on (the other gateway tests run without it: each client there is a fresh
// address).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totp } from '../../gateway/crypto/totp';
import { newPlayer, type TestPlayer } from './support/players';
import { failure, freshClientIp, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ newIpVerification: true });
});

afterAll(async () => {
  await gateway?.close();
});

interface Challenge {
  ticket: string;
  methods: string[];
  email: string;
  mobileNum: string;
}

/** A password login from `ip`, which must be asked to verify: the challenge. */
async function challengeFrom(player: TestPlayer, ip: string): Promise<Challenge> {
  const refused = await failure(
    gateway.client({ clientIp: ip }).call('login', {
      username: player.username,
      password: 'Player123',
    }),
  );
  expect([refused.status, refused.code]).toEqual([403, 'NEW_IP_VERIFICATION']);
  return refused.value as Challenge;
}

function loginFrom(player: TestPlayer, ip: string) {
  return gateway
    .client({ clientIp: ip })
    .call('login', { username: player.username, password: 'Player123' });
}

async function withEmail(): Promise<TestPlayer> {
  const player = await newPlayer(gateway);
  await player.client.call('bindEmail', {
    email: `${player.username}@example.com`,
    password: 'Player123',
  });
  return player;
}

describe('a login from a new IP', () => {
  it('logs in directly from a known IP, and from a new one when the member has no way to verify', async () => {
    const player = await newPlayer(gateway);
    const home = freshClientIp();
    await loginFrom(player, home);
    const again = await loginFrom(player, home);
    expect(again.account).toBe(player.username);
    const elsewhere = freshClientIp();
    await loginFrom(player, elsewhere);
    const { knownIps } = await player.client.call('loginProtection', {});
    expect(knownIps.map((row) => row.ip)).toEqual(expect.arrayContaining([home, elsewhere]));
  });

  it('asks for a code sent to the bound e-mail, and the address is known after it', async () => {
    const player = await withEmail();
    const ip = freshClientIp();
    const challenge = await challengeFrom(player, ip);
    expect(challenge.methods).toEqual(['email']);
    expect(challenge.email).toBe(`${player.username.slice(0, 2)}***@example.com`);
    const sent = await gateway.client({ clientIp: ip }).call('newIpCode', {
      ticket: challenge.ticket,
      method: 'email',
    });
    expect(sent.sentTo).toBe(challenge.email);
    const [mail] = await gateway.outbox({ kind: 'email', to: `${player.username}@example.com` });
    expect(mail.purpose).toBe('newIp');
    const session = await gateway.client({ clientIp: ip }).call('verifyNewIp', {
      ticket: challenge.ticket,
      method: 'email',
      answer: mail.code,
    });
    expect(session.account).toBe(player.username);
    expect((await loginFrom(player, ip)).account).toBe(player.username);
    const used = await failure(
      gateway.client({ clientIp: ip }).call('verifyNewIp', {
        ticket: challenge.ticket,
        method: 'email',
        answer: mail.code,
      }),
    );
    expect([used.code, used.message]).toEqual([
      'VERIFICATION_INVALID',
      'This verification has expired or was used: log in again.',
    ]);
  });

  it('accepts the bank account holder’s name whatever its case and accents', async () => {
    const player = await newPlayer(gateway);
    await player.client.call('addBankAccount', {
      holderName: 'João Souza',
      bankName: 'Banco Azul',
      accountNumber: '11112222',
    });
    const ip = freshClientIp();
    const challenge = await challengeFrom(player, ip);
    expect(challenge.methods).toEqual(['bankHolder']);
    const refused = await failure(
      gateway.client({ clientIp: ip }).call('verifyNewIp', {
        ticket: challenge.ticket,
        method: 'email',
        answer: '123456',
      }),
    );
    expect([refused.code, refused.message]).toEqual([
      'BAD_REQUEST',
      'method must be one of bankHolder for this account (got "email").',
    ]);
    const session = await gateway.client({ clientIp: ip }).call('verifyNewIp', {
      ticket: challenge.ticket,
      method: 'bankHolder',
      answer: '  joao   SOUZA ',
    });
    expect(session.account).toBe(player.username);
  });

  it('locks the verification after 5 wrong answers for 15 minutes, whatever the ticket', async () => {
    const player = await withEmail();
    const ip = freshClientIp();
    let challenge = await challengeFrom(player, ip);
    const wrong = () =>
      failure(
        gateway.client({ clientIp: ip }).call('verifyNewIp', {
          ticket: challenge.ticket,
          method: 'email',
          answer: '000000',
        }),
      );
    for (const left of [4, 3]) {
      const refused = await wrong();
      expect([refused.code, refused.value]).toEqual([
        'VERIFICATION_INVALID',
        { attemptsLeft: left },
      ]);
      expect(refused.message).toBe(`That is not right: ${left} attempts left.`);
    }
    // A new login's ticket does not start the count again.
    challenge = await challengeFrom(player, ip);
    for (const left of [2, 1]) expect((await wrong()).value).toEqual({ attemptsLeft: left });
    const locked = await wrong();
    expect([locked.status, locked.code, locked.retryAfterSeconds]).toEqual([
      429,
      'VERIFICATION_LOCKED',
      900,
    ]);
    expect(locked.message).toMatch(
      /^The verification was answered wrong 5 times: try again after \d\d:\d\d UTC \(15 minutes\)\.$/,
    );
    await gateway.client({ clientIp: ip }).call('newIpCode', {
      ticket: challenge.ticket,
      method: 'email',
    });
    const [mail] = await gateway.outbox({ kind: 'email', to: `${player.username}@example.com` });
    const stillLocked = await failure(
      gateway.client({ clientIp: ip }).call('verifyNewIp', {
        ticket: challenge.ticket,
        method: 'email',
        answer: mail.code,
      }),
    );
    expect(stillLocked.code).toBe('VERIFICATION_LOCKED');
    // The lock ends with the ticket (10 minutes): a new login verifies as before.
    gateway.clock.advance(15 * 60 * 1000);
    challenge = await challengeFrom(player, ip);
    await gateway.client({ clientIp: ip }).call('newIpCode', {
      ticket: challenge.ticket,
      method: 'email',
    });
    const [later] = await gateway.outbox({ kind: 'email', to: `${player.username}@example.com` });
    const session = await gateway.client({ clientIp: ip }).call('verifyNewIp', {
      ticket: challenge.ticket,
      method: 'email',
      answer: later.code,
    });
    expect(session.account).toBe(player.username);
  });
});

describe('the authenticator app', () => {
  it('is enrolled with a first code, and its code passes at t-30 s, t and t+30 s but not at t±60 s', async () => {
    const player = await newPlayer(gateway);
    const { secret, uri } = await player.client.call('startAuthenticator', {});
    expect(uri).toContain(`:${player.username}?secret=${secret}&`);
    expect((await player.client.call('loginProtection', {})).authenticator).toBe('pending');
    const wrong = await failure(player.client.call('confirmAuthenticator', { code: '000000' }));
    expect([wrong.code, wrong.message]).toEqual([
      'FIELD_INVALID',
      'The code does not match: check the phone’s time and type the newest code',
    ]);
    await player.client.call('confirmAuthenticator', { code: totp(secret, gateway.clock.now()) });
    expect((await player.client.call('loginProtection', {})).authenticator).toBe('enrolled');

    gateway.clock.advance(5 * 60 * 1000);
    for (const offset of [-30, 0, 30]) {
      const ip = freshClientIp();
      const challenge = await challengeFrom(player, ip);
      expect(challenge.methods).toEqual(['totp']);
      const session = await gateway.client({ clientIp: ip }).call('verifyNewIp', {
        ticket: challenge.ticket,
        method: 'totp',
        answer: totp(secret, gateway.clock.now() + offset * 1000),
      });
      expect(session.account, `t${offset >= 0 ? '+' : ''}${offset}s`).toBe(player.username);
    }

    gateway.clock.advance(5 * 60 * 1000);
    const ip = freshClientIp();
    const challenge = await challengeFrom(player, ip);
    for (const offset of [-60, 60]) {
      const refused = await failure(
        gateway.client({ clientIp: ip }).call('verifyNewIp', {
          ticket: challenge.ticket,
          method: 'totp',
          answer: totp(secret, gateway.clock.now() + offset * 1000),
        }),
      );
      expect(refused.code, `t${offset >= 0 ? '+' : ''}${offset}s`).toBe('VERIFICATION_INVALID');
    }
  });
});

describe('known IPs in the security centre', () => {
  it('lists the IPs with the current one, and a forgotten IP asks for verification again', async () => {
    const player = await withEmail();
    const ip = freshClientIp();
    await player.client.call('loginProtection', {});
    const challenge = await challengeFrom(player, ip);
    await gateway.client({ clientIp: ip }).call('newIpCode', {
      ticket: challenge.ticket,
      method: 'email',
    });
    const [mail] = await gateway.outbox({ kind: 'email', to: `${player.username}@example.com` });
    const { token } = await gateway.client({ clientIp: ip }).call('verifyNewIp', {
      ticket: challenge.ticket,
      method: 'email',
      answer: mail.code,
    });
    const here = gateway.client({ clientIp: ip, token });
    const protection = await here.call('loginProtection', {});
    expect(protection.currentIp).toBe(ip);
    expect(protection.knownIps).toHaveLength(2);
    await here.call('forgetKnownIp', { ip });
    await challengeFrom(player, ip);
    const again = await failure(here.call('forgetKnownIp', { ip }));
    expect([again.code, again.message]).toEqual(['NOT_FOUND', `No known IP ${ip} to forget.`]);
  });

  it('takes the client address from X-Dev-Client-Ip on the dev gateway', async () => {
    const player = await newPlayer(gateway);
    const answer = await gateway.raw('/wps/security/login-protection', {
      headers: { Authorization: `Bearer ${player.token}`, 'X-Dev-Client-Ip': '203.0.113.9' },
    });
    expect((answer.body.value as { currentIp: string }).currentIp).toBe('203.0.113.9');
  });
});
