import { describe, expect, it } from 'vitest';
import { checkAmount, maskAccountNumber, maskEmail, maskMobile } from '../../../engine';

describe('a typed amount of the money pages', () => {
  const limits = { min: '10.00', max: '5000.00', available: '1500.00' };

  it('is taken in cents when it keeps every limit', () => {
    expect(checkAmount(' 19.99 ', limits)).toEqual({ cents: 1999 });
    expect(checkAmount('1500', limits)).toEqual({ cents: 150000 });
  });

  it('names the rule it breaks and the limit', () => {
    expect(checkAmount('', limits)).toEqual({ problem: 'required' });
    expect(checkAmount('1.999', limits)).toEqual({ problem: 'invalid' });
    expect(checkAmount('0', limits)).toEqual({ problem: 'invalid' });
    expect(checkAmount('9.99', limits)).toEqual({ problem: 'belowMin', limit: '10.00' });
    expect(checkAmount('1500.01', limits)).toEqual({ problem: 'overAvailable', limit: '1500.00' });
    expect(checkAmount('5000.01', { min: '10.00', max: '5000.00' })).toEqual({
      problem: 'aboveMax',
      limit: '5000.00',
    });
  });

  it('reckons 0.1 + 0.2 exactly at the edge of what there is', () => {
    expect(checkAmount('0.30', { available: '0.30' })).toEqual({ cents: 30 });
  });
});

describe('masked contacts and bank accounts', () => {
  it('keeps the start of an e-mail and its domain', () => {
    expect(maskEmail('player01@example.com')).toBe('pl***@example.com');
    expect(maskEmail(null)).toBe('');
  });

  it('keeps the first 3 and last 4 digits of a mobile, less of a short one', () => {
    expect(maskMobile('11912340001')).toBe('119****0001');
    expect(maskMobile('1234567')).toBe('12***');
    expect(maskMobile(null)).toBe('');
  });

  it('shows only the last 4 digits of a bank account', () => {
    expect(maskAccountNumber('0012345678')).toBe('****5678');
  });
});
