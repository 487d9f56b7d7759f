// Money and limits under bursts of parallel requests split over two gateways on one database
// (gateway/README.md "Money under parallel requests"): transfers both ways never end in a 500
// and keep every cent; right transaction passwords and right logins are never refused as locked,
// while the limits count exactly their wrong tries (5 transaction passwords, 5 SMS codes, 10
// logins). On PostgreSQL (SKINFORGE_TEST_DATABASE_URL) the two gateways share one database, where
// row locks and deadlocks are real; on PGlite one gateway takes both halves of every burst.
import { describe, expect, it } from 'vitest';
import { moneyText } from '../../engine';
import { eitherOf, useGatewayPair } from './support/gateway-pair';
import { tally } from './support/outcomes';
import { newDownline, seeded, through, type TestPlayer } from './support/players';
import { freshMobile, freshUsername, type TestGateway } from './support/test-gateway';

const BURST_MS = 180_000;

const pair = useGatewayPair(BURST_MS);

const balanceOf = async (player: TestPlayer) => (await player.client.call('balance')).balance;

/** A fresh agent under agent01 and a fresh player under it, each with money and a password. */
async function agentAndPlayer(credit: string): Promise<{ agent: TestPlayer; player: TestPlayer }> {
  const agent01 = await seeded(pair.a, 'agent01', 'Agent123');
  const agent = await newDownline(pair.a, agent01, {
    accountType: 'agent',
    credit,
    paymentPassword: '135790',
  });
  const player = await newDownline(pair.a, agent, { credit, paymentPassword: '246810' });
  return { agent, player };
}

describe('transfers both ways at once', () => {
  it(
    'moves money between a player and its upline both ways, split over two gateways, with no 500 and every cent kept',
    async () => {
      const { agent, player } = await agentAndPlayer('1000');
      const ups = Array.from({ length: 20 }, (_, n) =>
        through(eitherOf(pair, n), player).client.call('transferUpline', {
          amount: '7.01',
          paymentPassword: '246810',
        }),
      );
      const downs = Array.from({ length: 20 }, (_, n) =>
        through(eitherOf(pair, n + 1), agent).client.call('downlineTransfer', {
          downline: player.username,
          amount: '3.02',
          paymentPassword: '135790',
        }),
      );
      expect(await tally(ups.flatMap((up, n) => [up, downs[n]!]))).toEqual({ OK: 40 });
      // 20 × 7.01 up and 20 × 3.02 down: 79.80 moved up, net.
      expect([await balanceOf(player), await balanceOf(agent)]).toEqual(['920.20', '1079.80']);
    },
    BURST_MS,
  );

  it(
    'moves money between the main wallet and a vendor wallet both ways, split over two gateways, with no 500',
    async () => {
      const { player } = await agentAndPlayer('500');
      await player.client.call('walletTransfer', { from: 'MAIN', to: 'PT', amount: '200' });
      const moves = Array.from({ length: 40 }, (_, n) =>
        through(eitherOf(pair, n), player).client.call(
          'walletTransfer',
          n % 2
            ? { from: 'PT', to: 'MAIN', amount: '1.10' }
            : { from: 'MAIN', to: 'PT', amount: '2.05' },
        ),
      );
      expect(await tally(moves)).toEqual({ OK: 40 });
      const funds = await player.client.call('consolidatedFunds');
      // 20 × 2.05 out of MAIN and 20 × 1.10 back: 19.00 more in PT, the total unchanged.
      expect([funds.main, funds.total]).toEqual(['281.00', '500.00']);
    },
    BURST_MS,
  );
});

describe('the transaction password under a burst', () => {
  /** A player with money, a transaction password and a bank account. */
  async function withdrawer(credit: string): Promise<TestPlayer & { bankAccountId: number }> {
    const { player } = await agentAndPlayer(credit);
    const { bankAccount } = await player.client.call('addBankAccount', {
      holderName: 'Maria Silva',
      bankName: 'Banco Azul',
      accountNumber: '0012345678',
    });
    return { ...player, bankAccountId: bankAccount.id };
  }

  it(
    'never refuses a right password as locked: 40 parallel withdrawals split over two gateways all go through',
    async () => {
      const player = await withdrawer('1000');
      const withdrawals = Array.from({ length: 40 }, (_, n) =>
        through(eitherOf(pair, n), player).client.call('withdraw', {
          amount: '20.05',
          bankAccountId: player.bankAccountId,
          paymentPassword: '246810',
        }),
      );
      expect(await tally(withdrawals)).toEqual({ OK: 40 });
      expect(await balanceOf(player)).toBe(moneyText(100_000 - 40 * 2005));
    },
    BURST_MS,
  );

  it(
    'counts exactly 5 of 20 parallel wrong passwords split over two gateways, and then locks the right one too',
    async () => {
      const player = await withdrawer('100');
      const wrong = Array.from({ length: 20 }, (_, n) =>
        through(eitherOf(pair, n), player).client.call('transferUpline', {
          amount: '1',
          paymentPassword: '999999',
        }),
      );
      expect(await tally(wrong)).toEqual({
        '400 PAYMENT_PASSWORD_INVALID': 4,
        '429 PAYMENT_PASSWORD_LOCKED': 16,
      });
      expect(
        await tally([
          through(pair.b, player).client.call('transferUpline', {
            amount: '1',
            paymentPassword: '246810',
          }),
        ]),
      ).toEqual({ '429 PAYMENT_PASSWORD_LOCKED': 1 });
      expect(await balanceOf(player)).toBe('100.00');
    },
    BURST_MS,
  );
});

describe('an SMS code under a burst', () => {
  it(
    'checks exactly 5 of 20 parallel wrong codes split over two gateways, and then refuses the right one',
    async () => {
      const mobileNum = freshMobile();
      await pair.a
        .client()
        .call('registerSmsCode', { mobileNo: mobileNum, countryDialingCode: '55' });
      const code = await pair.a.latestCode(`55:${mobileNum}`);
      const register = (gateway: TestGateway, verificationCode: string) =>
        gateway.client({ timeoutMs: 90_000 }).call('registerByMobile', {
          mobileNum,
          countryDialingCode: '55',
          password: 'Player123',
          confirmPassword: 'Player123',
          verificationCode,
        });
      const wrong = code === '000000' ? '111111' : '000000';
      expect(
        await tally(Array.from({ length: 20 }, (_, n) => register(eitherOf(pair, n), wrong))),
      ).toEqual({ '400 SMS_CODE_INVALID': 5, '400 SMS_CODE_EXPIRED': 15 });
      expect(await tally([register(pair.b, code)])).toEqual({ '400 SMS_CODE_EXPIRED': 1 });
    },
    BURST_MS,
  );
});

describe('logins under a burst', () => {
  /** A login with a solved captcha, so only the password and the lockout decide. */
  async function loginWithCaptcha(gateway: TestGateway, username: string, password: string) {
    const client = gateway.client({ timeoutMs: 90_000 });
    const captcha = await client.call('captcha');
    const [issued] = await gateway.outbox({ kind: 'captcha', to: captcha.captchaKey });
    return client.call('login', {
      username,
      password,
      captchaKey: captcha.captchaKey,
      captcha: issued!.code,
    });
  }

  it(
    'never refuses a right password as locked: 12 parallel right logins split over two gateways all open a session',
    async () => {
      const { player } = await agentAndPlayer('1');
      const logins = Array.from({ length: 12 }, (_, n) =>
        loginWithCaptcha(eitherOf(pair, n), player.username, 'Player123'),
      );
      expect(await tally(logins)).toEqual({ OK: 12 });
    },
    BURST_MS,
  );

  it(
    'counts exactly 10 of 20 parallel wrong logins split over two gateways, and then locks the right one too',
    async () => {
      const { player } = await agentAndPlayer('1');
      const logins = Array.from({ length: 20 }, (_, n) =>
        loginWithCaptcha(eitherOf(pair, n), player.username, 'Wrong1234'),
      );
      expect(await tally(logins)).toEqual({
        '401 INVALID_CREDENTIALS': 9,
        '429 ACCOUNT_LOCKED': 11,
      });
      expect(await tally([loginWithCaptcha(pair.b, player.username, 'Player123')])).toEqual({
        '429 ACCOUNT_LOCKED': 1,
      });
    },
    BURST_MS,
  );

  it(
    'counts a name that does not exist alike',
    async () => {
      const username = freshUsername('ghost');
      const logins = Array.from({ length: 14 }, (_, n) =>
        loginWithCaptcha(eitherOf(pair, n), username, 'Wrong1234'),
      );
      expect(await tally(logins)).toEqual({
        '401 INVALID_CREDENTIALS': 9,
        '429 ACCOUNT_LOCKED': 5,
      });
    },
    BURST_MS,
  );
});
