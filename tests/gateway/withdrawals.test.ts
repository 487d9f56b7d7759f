// Withdrawals over HTTP (spec 000 §2 withdraw; spec 001 §3-§5, §9): the withdrawable amount, asking
// with the transaction password (encrypted, once per Idempotency-Key, never below zero under
// concurrency), the merchant's decision (a dev switch or its delay), and the player's confirmation
// with proofs checked by content; an unanswered withdrawal counts as received on the gateway clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './support/players';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;
const MINUTE = 60_000;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
const EXE = Buffer.from(
  'MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode',
  'latin1',
);
const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** A player with money, a transaction password and a bank account. */
async function withdrawer(credit: string) {
  const player = await newPlayer(gateway, { credit, paymentPassword: '246810' });
  const { bankAccount } = await player.client.call('addBankAccount', {
    holderName: 'Maria Silva',
    bankName: 'Banco Azul',
    accountNumber: '0012345678',
  });
  return { ...player, bankAccountId: bankAccount.id };
}

async function paidWithdrawal(amount = '100') {
  const player = await withdrawer('500');
  const { withdrawal } = await player.client.call('withdraw', {
    amount,
    bankAccountId: player.bankAccountId,
    paymentPassword: '246810',
  });
  await gateway.dev('POST', 'withdrawals', { username: player.username, decision: 'pay' });
  return { player, id: withdrawal.id };
}

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('asking for a withdrawal', () => {
  it('shows the balance, the withdrawable amount and what turnover still holds back', async () => {
    // 50.00 of an operator's credit asks nothing; a paid deposit of 100.00 asks 100.00 of valid
    // bet (1x) before it may leave.
    const player = await withdrawer('50');
    const { payUrl } = await player.client.call('createDeposit', { channel: 'PIX', amount: '100' });
    await fetch(`${payUrl}/pay`, { method: 'POST' });
    const info = await player.client.call('withdrawalInfo');
    expect([info.balance, info.turnoverRequired, info.withdrawable]).toEqual([
      '150.00',
      '100.00',
      '50.00',
    ]);
    expect(info).toMatchObject({
      min: '20.00',
      max: '20000.00',
      currency: 'BRL',
      hasPaymentPassword: true,
      autoReceiptMinutes: 30,
    });
    expect(info.bankAccounts.map((account) => account.accountNumber)).toEqual(['****5678']);
    const refused = await failure(
      player.client.call('withdraw', {
        amount: '51',
        bankAccountId: info.bankAccounts[0].id,
        paymentPassword: '246810',
      }),
    );
    expect([refused.code, refused.message]).toEqual([
      'INSUFFICIENT_FUNDS',
      'You can withdraw at most 50.00 now: 100.00 of valid bet is still owed (got 51).',
    ]);
    const seeded = gateway.client({ token: await gateway.login('player01', 'Player123') });
    expect(
      (await seeded.call('withdrawalInfo')).bankAccounts.map((account) => account.accountNumber),
    ).toEqual(['****6789']);
  });

  it('takes the amount out at once, with the transaction password, once per key', async () => {
    const player = await withdrawer('300');
    const payload = {
      amount: '120.50',
      bankAccountId: player.bankAccountId,
      paymentPassword: '246810',
    };
    const first = await player.client.call('withdraw', payload, {
      idempotencyKey: 'withdraw-0001',
    });
    const again = await player.client.call('withdraw', payload, {
      idempotencyKey: 'withdraw-0001',
    });
    expect(again).toEqual(first);
    expect(first.balance).toBe('179.50');
    expect(first.withdrawal).toMatchObject({
      amount: '120.50',
      status: 'pending',
      confirmation: null,
      bankAccount: { bankName: 'Banco Azul', accountNumber: '****5678', holderName: 'Maria Silva' },
    });
    expect((await player.client.call('balance')).balance).toBe('179.50');
    const lines = await player.client.call('walletTransactions', { type: 'withdrawal' });
    expect(lines.list.map((line) => line.amount)).toEqual(['-120.50']);
  });

  it('refuses a wrong transaction password, an amount outside the limits and a stranger’s account, naming the field', async () => {
    const player = await withdrawer('300');
    const ask = (
      amount: string,
      bankAccountId = player.bankAccountId,
      paymentPassword = '246810',
    ) => failure(player.client.call('withdraw', { amount, bankAccountId, paymentPassword }));
    const wrong = await ask('50', player.bankAccountId, '999999');
    expect([wrong.code, wrong.value]).toEqual([
      'PAYMENT_PASSWORD_INVALID',
      { field: 'paymentPassword', attemptsLeft: 4 },
    ]);
    const low = await ask('19.99');
    expect([low.code, low.message, (low.value as { field: string }).field]).toEqual([
      'FIELD_INVALID',
      'amount must be between 20.00 and 20000.00 (got 19.99)',
      'amount',
    ]);
    const other = await ask('50', 1);
    expect([other.code, (other.value as { field: string }).field]).toEqual([
      'FIELD_INVALID',
      'bankAccountId',
    ]);
    expect((await player.client.call('balance')).balance).toBe('300.00');
  });

  it('never goes below zero when 20 withdrawals arrive at once', async () => {
    const player = await withdrawer('100');
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        player.client.call('withdraw', {
          amount: '30',
          bankAccountId: player.bankAccountId,
          paymentPassword: '246810',
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 'fulfilled');
    const refused = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [(answer.reason as { code: string }).code] : [],
    );
    expect(accepted).toHaveLength(3);
    expect(new Set(refused)).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    expect((await player.client.call('balance')).balance).toBe('10.00');
    expect((await player.client.call('withdrawals', {})).total).toBe(3);
  });

  it('sends a player without a transaction password to set one', async () => {
    const player = await newPlayer(gateway, { credit: '100' });
    expect((await player.client.call('withdrawalInfo')).hasPaymentPassword).toBe(false);
  });
});

describe('the merchant’s decision', () => {
  it('gives the amount back when the withdrawal is rejected', async () => {
    const player = await withdrawer('200');
    await player.client.call('withdraw', {
      amount: '80',
      bankAccountId: player.bankAccountId,
      paymentPassword: '246810',
    });
    await gateway.dev('POST', 'withdrawals', { username: player.username, decision: 'reject' });
    expect((await player.client.call('balance')).balance).toBe('200.00');
    const [withdrawal] = (await player.client.call('withdrawals', {})).list;
    expect([withdrawal.status, withdrawal.confirmation]).toEqual(['rejected', null]);
    const lines = await player.client.call('walletTransactions', { type: 'withdrawal' });
    expect(lines.list.map((line) => [line.kind, line.amount])).toEqual([
      ['WITHDRAWAL_REFUND', '80.00'],
      ['WITHDRAWAL', '-80.00'],
    ]);
  });

  it('pays a pending withdrawal by itself after the merchant’s delay', async () => {
    const player = await withdrawer('200');
    const asked = gateway.clock.now();
    await player.client.call('withdraw', {
      amount: '50',
      bankAccountId: player.bankAccountId,
      paymentPassword: '246810',
    });
    expect((await player.client.call('withdrawals', {})).list[0].status).toBe('pending');
    gateway.clock.advance(10 * MINUTE);
    const [paid] = (await player.client.call('withdrawals', {})).list;
    expect([paid.status, paid.confirmation, paid.paidAt, paid.confirmBy]).toEqual([
      'paid',
      'awaiting',
      new Date(asked + 10 * MINUTE).toISOString(),
      new Date(asked + 40 * MINUTE).toISOString(),
    ]);
  });
});

describe('confirming a paid withdrawal', () => {
  it('records a partial receipt with the received and remaining amounts, then all received', async () => {
    const { player, id } = await paidWithdrawal('100');
    const partial = await player.client.call('confirmWithdrawal', {
      withdrawalId: id,
      outcome: 'partiallyReceived',
      receivedAmount: '60.25',
    });
    expect(partial.withdrawal).toMatchObject({
      confirmation: 'partiallyReceived',
      receivedAmount: '60.25',
      remainingAmount: '39.75',
      autoReceived: false,
    });
    const twice = await failure(
      player.client.call('confirmWithdrawal', {
        withdrawalId: id,
        outcome: 'partiallyReceived',
        receivedAmount: '10',
      }),
    );
    expect([twice.code, twice.message]).toEqual([
      'CONFLICT',
      `Withdrawal ${id} cannot be marked partiallyReceived now (it is partiallyReceived).`,
    ]);
    const all = await player.client.call('confirmWithdrawal', {
      withdrawalId: id,
      outcome: 'allReceived',
    });
    expect([all.withdrawal.confirmation, all.withdrawal.remainingAmount]).toEqual([
      'allReceived',
      null,
    ]);
  });

  it('refuses a received amount that is not below the withdrawal', async () => {
    const { player, id } = await paidWithdrawal('100');
    const refused = await failure(
      player.client.call('confirmWithdrawal', {
        withdrawalId: id,
        outcome: 'partiallyReceived',
        receivedAmount: '100',
      }),
    );
    expect([refused.code, refused.message, (refused.value as { field: string }).field]).toEqual([
      'FIELD_INVALID',
      "receivedAmount must be above 0 and below the withdrawal's 100.00 (got 100)",
      'receivedAmount',
    ]);
  });

  it('refuses "not received" without a proof, and accepts it with png and jpg proofs', async () => {
    const { player, id } = await paidWithdrawal();
    const missing = await failure(
      player.client.call('confirmWithdrawal', { withdrawalId: id, outcome: 'notReceived' }),
    );
    expect([missing.status, missing.code, missing.message, missing.value]).toEqual([
      400,
      'FIELD_INVALID',
      'A proof is required when the withdrawal did not arrive: add a png or jpg image.',
      { field: 'proofs' },
    ]);
    const accepted = await player.client.call('confirmWithdrawal', {
      withdrawalId: id,
      outcome: 'notReceived',
      proofs: [
        { name: 'statement.png', data: dataUrl(PNG) },
        // A JPEG sent as "png" is still a JPEG: the content decides, not the name or the type.
        { name: 'photo.png', data: dataUrl(JPEG, 'image/png') },
      ],
    });
    expect([accepted.withdrawal.confirmation, accepted.withdrawal.proofs]).toEqual([
      'notReceived',
      2,
    ]);
  });

  it('refuses a program renamed as .png, a file over 5 MB and a fourth file, naming each', async () => {
    const { player, id } = await paidWithdrawal();
    const refused = await failure(
      player.client.call('confirmWithdrawal', {
        withdrawalId: id,
        outcome: 'notReceived',
        proofs: [
          { name: 'statement.png', data: dataUrl(PNG) },
          { name: 'invoice.png', data: dataUrl(EXE) },
          {
            name: 'huge.jpg',
            data: dataUrl(Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]), 'image/jpeg'),
          },
        ],
      }),
    );
    expect([refused.status, refused.code, refused.value]).toEqual([
      400,
      'FIELD_INVALID',
      {
        field: 'proofs',
        files: [
          {
            name: 'invoice.png',
            reason: 'the file is not a PNG or JPEG image (its content was checked, not its name)',
          },
          { name: 'huge.jpg', reason: 'the file is larger than 5 MB' },
        ],
      },
    ]);
    expect(refused.message).toBe(
      'Refused proofs: invoice.png: the file is not a PNG or JPEG image (its content was checked, not its name); huge.jpg: the file is larger than 5 MB.',
    );
    const four = await failure(
      player.client.call('confirmWithdrawal', {
        withdrawalId: id,
        outcome: 'notReceived',
        proofs: Array.from({ length: 4 }, (_, index) => ({
          name: `page${index}.png`,
          data: dataUrl(PNG),
        })),
      }),
    );
    expect([four.status, four.message]).toEqual([
      400,
      'Invalid confirmWithdrawal payload: proofs must NOT have more than 3 items (got [{"name":"page0.png","data":"data:image/png;base64,iVBORw...)',
    ]);
    const [untouched] = (await player.client.call('withdrawals', {})).list;
    expect([untouched.confirmation, untouched.proofs]).toEqual(['awaiting', 0]);
  });

  it('counts an unanswered withdrawal as received after the merchant’s minutes', async () => {
    const { player, id } = await paidWithdrawal();
    gateway.clock.advance(29 * MINUTE);
    expect((await player.client.call('withdrawals', {})).list[0].confirmation).toBe('awaiting');
    gateway.clock.advance(MINUTE);
    const [forced] = (await player.client.call('withdrawals', {})).list;
    expect([forced.confirmation, forced.autoReceived, forced.confirmedAt]).toEqual([
      'received',
      true,
      forced.confirmBy,
    ]);
    const late = await failure(
      player.client.call('confirmWithdrawal', {
        withdrawalId: id,
        outcome: 'partiallyReceived',
        receivedAmount: '10',
      }),
    );
    expect(late.message).toBe(
      `Withdrawal ${id} cannot be marked partiallyReceived now (it is counted as received).`,
    );
  });

  it('refuses to confirm a withdrawal that is not paid yet', async () => {
    const player = await withdrawer('100');
    const { withdrawal } = await player.client.call('withdraw', {
      amount: '20',
      bankAccountId: player.bankAccountId,
      paymentPassword: '246810',
    });
    const early = await failure(
      player.client.call('confirmWithdrawal', { withdrawalId: withdrawal.id, outcome: 'received' }),
    );
    expect([early.code, early.message]).toEqual([
      'CONFLICT',
      `Withdrawal ${withdrawal.id} is not paid yet.`,
    ]);
  });
});

describe('the scoped dev clock', () => {
  it('moves time for one scope’s requests only', async () => {
    const { player, id } = await paidWithdrawal();
    await gateway.dev('POST', 'clock', { scope: 'withdrawals-test', advanceSeconds: 31 * 60 });
    const scoped = gateway.client({ token: player.token, scope: 'withdrawals-test' });
    expect((await scoped.call('withdrawals', {})).list[0]).toMatchObject({
      id,
      confirmation: 'received',
      autoReceived: true,
    });
    const other = await paidWithdrawal();
    expect((await other.player.client.call('withdrawals', {})).list[0].confirmation).toBe(
      'awaiting',
    );
    await gateway.dev('DELETE', 'scopes/withdrawals-test');
  });
});
