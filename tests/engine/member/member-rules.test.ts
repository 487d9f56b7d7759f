import { describe, expect, it } from 'vitest';
import {
  allowedOutcomes,
  depositChips,
  isOldEnough,
  LEDGER_KINDS_BY_TYPE,
  LEDGER_TYPES,
  ledgerTypeOf,
  MAX_PROOF_BYTES,
  needsRealAccount,
  proofImageType,
  proofProblem,
  receivedAmount,
  shownProfileFields,
  type RegistrationForm,
} from '../../../engine';

describe('the account record’s types', () => {
  it('puts every ledger kind in exactly one type', () => {
    const kinds = LEDGER_TYPES.flatMap((type) => LEDGER_KINDS_BY_TYPE[type]);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(ledgerTypeOf('GAME_BET')).toBe('bet');
    expect(ledgerTypeOf('WITHDRAWAL_REFUND')).toBe('withdrawal');
    expect(ledgerTypeOf('RAFFLE')).toBe('bonus');
  });
});

describe('proof images', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe1]);
  const exe = new TextEncoder().encode('MZ this program');

  it('knows a png or a jpeg by its first bytes, whatever it is called', () => {
    expect([proofImageType(png), proofImageType(jpeg), proofImageType(exe)]).toEqual([
      'image/png',
      'image/jpeg',
      undefined,
    ]);
    expect(proofImageType(png.slice(0, 7))).toBeUndefined();
  });

  it('refuses an empty file, one over 5 MB and one that is not an image', () => {
    const large = new Uint8Array(MAX_PROOF_BYTES + 1);
    large.set(png);
    expect([proofProblem(new Uint8Array()), proofProblem(large), proofProblem(exe)]).toEqual([
      'empty',
      'tooLarge',
      'notImage',
    ]);
    expect(proofProblem(png)).toBeUndefined();
  });
});

describe('withdrawal confirmation', () => {
  it('offers received, partial and not received once paid; all received after a partial or missing one', () => {
    expect(allowedOutcomes('awaiting')).toEqual(['received', 'partiallyReceived', 'notReceived']);
    expect(allowedOutcomes('partiallyReceived')).toEqual(['allReceived']);
    expect(allowedOutcomes('notReceived')).toEqual(['allReceived']);
    expect(allowedOutcomes('received')).toEqual([]);
    expect(allowedOutcomes(null)).toEqual([]);
  });

  it('splits a partial receipt into received and remaining cents, exactly', () => {
    expect(receivedAmount('33.33', '100.00')).toEqual({ cents: 3333, remaining: 6667 });
    expect(receivedAmount('', '100.00')).toEqual({ problem: 'required' });
    expect(receivedAmount('1.234', '100.00')).toEqual({ problem: 'invalid' });
    expect(receivedAmount('100', '100.00')).toEqual({ problem: 'notLess' });
  });
});

describe('deposit chips', () => {
  it('starts at the channel’s minimum and keeps round amounts up to its maximum', () => {
    expect(depositChips('10.00', '50000.00')).toEqual([
      '10.00',
      '50.00',
      '100.00',
      '200.00',
      '500.00',
      '1000.00',
    ]);
    expect(depositChips('50.00', '300.00')).toEqual(['50.00', '100.00', '200.00']);
  });
});

describe('member pages for real accounts', () => {
  it('keeps a trial account out of the money pages only', () => {
    expect(
      ['depositv2', 'withdraw', 'transferFund', 'transferUpline'].every((page) =>
        needsRealAccount(page as 'withdraw'),
      ),
    ).toBe(true);
    expect(needsRealAccount('personalHistoryCopy')).toBe(false);
  });
});

describe('the birthday', () => {
  it('counts years the way birthdays do', () => {
    expect(isOldEnough('2007-03-02', '2025-03-02')).toBe(true);
    expect(isOldEnough('2007-03-03', '2025-03-02')).toBe(false);
  });
});

describe('the profile fields the security centre offers', () => {
  const rule = {
    acceptedPattern: 'digitsOnly',
    minLength: 5,
    maxLength: 9,
    patternId: 'qq',
  } as const;
  const hidden = { show: false, required: false, rule };
  const form = {
    payeeName: hidden,
    idNumber: hidden,
    whatsapp: hidden,
    line: hidden,
    facebook: hidden,
    wechat: hidden,
    qqNum: { show: true, required: false, rule },
  } as unknown as RegistrationForm;

  it('offers a registration field only where sign-up shows it, with its rule, and the full name always', () => {
    const fields = shownProfileFields(form);
    expect(fields.map((each) => each.field)).toEqual([
      'payeeName',
      'birthday',
      'qqNum',
      'telegram',
      'zalo',
      'address',
      'permanentAddress',
      'currentAddress',
      'nationality',
      'placeOfBirth',
      'occupation',
      'sourceOfIncome',
    ]);
    expect(fields.find((each) => each.field === 'qqNum')?.rule).toBe(rule);
  });

  it('offers the profile’s own fields and the full name when no registration form is on', () => {
    expect(shownProfileFields(undefined).map((each) => each.field)).toEqual([
      'payeeName',
      'birthday',
      'telegram',
      'zalo',
      'address',
      'permanentAddress',
      'currentAddress',
      'nationality',
      'placeOfBirth',
      'occupation',
      'sourceOfIncome',
    ]);
  });
});
