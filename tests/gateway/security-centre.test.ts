// The security centre over HTTP (spec 000 §2 securityCenter, §3): the member's details, the
// profile with its rules, binding a mobile by SMS code and an e-mail by password, the transaction
// password (set, then changed with the old one or an SMS code), and the bank accounts (at most 5,
// all in the first one's holder name).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './support/players';
import { failure, freshMobile, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('my account', () => {
  it('shows player01’s details, masked contacts, transaction password and bank account', async () => {
    const player = gateway.client({ token: await gateway.login('player01', 'Player123') });
    expect(await player.call('securityInfo')).toMatchObject({
      account: 'player01',
      nickname: 'Player One',
      email: 'pl***@example.com',
      mobileNum: '119****0001',
      countryDialingCode: '55',
      hasVip: false,
      hasPaymentPassword: true,
      profile: {},
      maxBankAccounts: 5,
      holderName: 'Player One',
      bankAccounts: [{ bankName: 'Banco Exemplo', accountNumber: '****6789' }],
    });
  });
});

describe('the profile', () => {
  it('saves the nickname and profile fields, and keeps the full name once set', async () => {
    const { client } = await newPlayer(gateway);
    const saved = await client.call('updateProfile', {
      nickname: 'Lucky Ana',
      payeeName: 'Ana Souza',
      birthday: '1990-05-17',
      occupation: 'Engineer',
    });
    expect(saved).toEqual({
      nickname: 'Lucky Ana',
      profile: { payeeName: 'Ana Souza', birthday: '1990-05-17', occupation: 'Engineer' },
    });
    const renamed = await failure(client.call('updateProfile', { payeeName: 'Ana Lima' }));
    expect([renamed.code, renamed.message, renamed.value]).toEqual([
      'CONFLICT',
      'Your full name cannot be changed; contact customer service',
      { field: 'payeeName' },
    ]);
    expect((await client.call('securityInfo')).profile.payeeName).toBe('Ana Souza');
  });

  it('checks each field against its rule and names it', async () => {
    const { client } = await newPlayer(gateway);
    const name = await failure(client.call('updateProfile', { payeeName: 'Ana' }));
    expect([name.code, name.message, (name.value as { field: string }).field]).toEqual([
      'FIELD_INVALID',
      'Real name format is incorrect',
      'payeeName',
    ]);
    const young = await failure(client.call('updateProfile', { birthday: '2020-01-01' }));
    expect([young.message, (young.value as { field: string }).field]).toEqual([
      'Enter a real birthday (yyyy-MM-dd) of someone 18 or older',
      'birthday',
    ]);
    const empty = await failure(client.call('updateProfile', {}));
    expect(empty.message).toBe(
      'Invalid updateProfile payload: (payload) must NOT have fewer than 1 properties (got {})',
    );
  });
});

describe('mobile and e-mail', () => {
  it('binds a mobile with the code sent to it, and asks the login password to replace it', async () => {
    const { client } = await newPlayer(gateway);
    const mobileNum = freshMobile();
    await client.call('securitySmsCode', {
      purpose: 'bindMobile',
      countryDialingCode: '55',
      mobileNum,
    });
    const code = await gateway.latestCode(`55:${mobileNum}`);
    const bound = await client.call('bindMobile', {
      countryDialingCode: '55',
      mobileNum,
      verificationCode: code,
    });
    expect(bound.mobileNum).toBe(`${mobileNum.slice(0, 3)}****${mobileNum.slice(-4)}`);
    const next = freshMobile();
    await client.call('securitySmsCode', {
      purpose: 'bindMobile',
      countryDialingCode: '55',
      mobileNum: next,
    });
    const nextCode = await gateway.latestCode(`55:${next}`);
    const without = await failure(
      client.call('bindMobile', {
        countryDialingCode: '55',
        mobileNum: next,
        verificationCode: nextCode,
      }),
    );
    expect([without.message, without.value]).toEqual([
      'The login password is wrong',
      { field: 'password' },
    ]);
    await client.call('bindMobile', {
      countryDialingCode: '55',
      mobileNum: next,
      verificationCode: nextCode,
      password: 'Player123',
    });
    expect((await client.call('securityInfo')).mobileNum).toBe(
      `${next.slice(0, 3)}****${next.slice(-4)}`,
    );
  });

  it('refuses a wrong code and a number another account holds', async () => {
    const { client } = await newPlayer(gateway);
    await client.call('securitySmsCode', {
      purpose: 'bindMobile',
      countryDialingCode: '55',
      mobileNum: '11912340004',
    });
    const wrong = await failure(
      client.call('bindMobile', {
        countryDialingCode: '55',
        mobileNum: '11912340004',
        verificationCode: '000000',
      }),
    );
    expect(wrong.code).toBe('SMS_CODE_INVALID');
    const code = await gateway.latestCode('55:11912340004');
    const taken = await failure(
      client.call('bindMobile', {
        countryDialingCode: '55',
        mobileNum: '11912340004',
        verificationCode: code,
      }),
    );
    expect([taken.code, taken.value]).toEqual(['MOBILE_TAKEN', { field: 'mobileNum' }]);
  });

  it('binds an e-mail with the login password', async () => {
    const { client } = await newPlayer(gateway);
    expect(
      await client.call('bindEmail', { email: 'ana.souza@example.com', password: 'Player123' }),
    ).toEqual({
      email: 'an***@example.com',
    });
    const bad = await failure(
      client.call('bindEmail', { email: 'not-an-email', password: 'Player123' }),
    );
    expect([bad.message, (bad.value as { field: string }).field]).toEqual([
      'E-mail format is incorrect',
      'email',
    ]);
  });
});

describe('the transaction password', () => {
  it('is set once, then changed with the old one or a code sent to the bound mobile', async () => {
    const { client } = await newPlayer(gateway);
    const mismatch = await failure(
      client.call('setPaymentPassword', {
        paymentPassword: '135790',
        confirmPaymentPassword: '135791',
      }),
    );
    expect([mismatch.code, mismatch.value]).toEqual([
      'PASSWORD_MISMATCH',
      { field: 'confirmPaymentPassword' },
    ]);
    await client.call('setPaymentPassword', {
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect((await client.call('securityInfo')).hasPaymentPassword).toBe(true);
    const twice = await failure(
      client.call('setPaymentPassword', {
        paymentPassword: '111111',
        confirmPaymentPassword: '111111',
      }),
    );
    expect(twice.message).toBe('You already have a transaction password: change it instead.');

    const wrongOld = await failure(
      client.call('changePaymentPassword', {
        oldPaymentPassword: '000000',
        paymentPassword: '224466',
        confirmPaymentPassword: '224466',
      }),
    );
    expect(wrongOld.code).toBe('PAYMENT_PASSWORD_INVALID');
    await client.call('changePaymentPassword', {
      oldPaymentPassword: '135790',
      paymentPassword: '224466',
      confirmPaymentPassword: '224466',
    });

    const mobileNum = freshMobile();
    await client.call('securitySmsCode', {
      purpose: 'bindMobile',
      countryDialingCode: '55',
      mobileNum,
    });
    await client.call('bindMobile', {
      countryDialingCode: '55',
      mobileNum,
      verificationCode: await gateway.latestCode(`55:${mobileNum}`),
    });
    await client.call('securitySmsCode', { purpose: 'verify' });
    const code = (await gateway.outbox({ kind: 'sms', to: `55:${mobileNum}` })).find(
      (entry) => entry.purpose === 'verify',
    )?.code;
    await client.call('changePaymentPassword', {
      verificationCode: code ?? '',
      paymentPassword: '998877',
      confirmPaymentPassword: '998877',
    });
    // The code changed it: the new one is now the old one.
    await client.call('changePaymentPassword', {
      oldPaymentPassword: '998877',
      paymentPassword: '112233',
      confirmPaymentPassword: '112233',
    });
  });

  it('refuses a trial account', async () => {
    const trial = gateway.client({ token: await gateway.login('trial0001', 'Player123') });
    const refused = await failure(
      trial.call('setPaymentPassword', {
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
      }),
    );
    expect(refused.code).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('bank accounts', () => {
  it('keeps at most 5, every one in the first one’s holder name', async () => {
    const { client } = await newPlayer(gateway);
    const first = await client.call('addBankAccount', {
      holderName: 'Ana Souza',
      bankName: 'Banco Azul',
      accountNumber: '11112222',
    });
    expect(first.bankAccount).toMatchObject({ holderName: 'Ana Souza', accountNumber: '****2222' });
    const otherName = await failure(
      client.call('addBankAccount', {
        holderName: 'Bruno Lima',
        bankName: 'Banco Azul',
        accountNumber: '33334444',
      }),
    );
    expect([
      otherName.code,
      otherName.message,
      (otherName.value as { field: string }).field,
    ]).toEqual([
      'FIELD_INVALID',
      'The holder name must be Ana Souza, as on your first bank account (got "Bruno Lima").',
      'holderName',
    ]);
    for (const number of ['20000001', '20000002', '20000003', '20000004']) {
      await client.call('addBankAccount', {
        holderName: 'Ana Souza',
        bankName: 'Banco Verde',
        accountNumber: number,
      });
    }
    const sixth = await failure(
      client.call('addBankAccount', {
        holderName: 'Ana Souza',
        bankName: 'Banco Verde',
        accountNumber: '20000005',
      }),
    );
    expect([sixth.code, sixth.message]).toEqual([
      'CONFLICT',
      'You already have 5 bank accounts, the most allowed (5).',
    ]);
    expect((await client.call('securityInfo')).bankAccounts).toHaveLength(5);
  });

  it('refuses an account number that is not digits, naming the field', async () => {
    const { client } = await newPlayer(gateway);
    const refused = await failure(
      client.call('addBankAccount', {
        holderName: 'Ana Souza',
        bankName: 'Banco Azul',
        accountNumber: '12-34',
      }),
    );
    expect([refused.status, refused.message]).toEqual([
      400,
      'Invalid addBankAccount payload: accountNumber must be 4 to 30 digits (got "12-34")',
    ]);
  });
});
