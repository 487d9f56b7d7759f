import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  checkConfirmation,
  checkField,
  createTranslator,
  DEFAULT_FIELD_RULES,
  lengthRange,
  ruleMessageKey,
  type FieldRule,
} from '../../engine';

const username: FieldRule = {
  acceptedPattern: 'letterFirstAlphanumeric',
  minLength: 6,
  maxLength: 16,
  patternId: 'username',
};
const t = createTranslator(CATALOGUE, { locale: 'en', fallbackLocale: 'pt' });

describe('checkField', () => {
  it('accepts a value that matches the pattern within the length', () => {
    expect(checkField('player01', username)).toBeNull();
  });

  it('refuses a value outside the length or the pattern with the message keyed by patternId', () => {
    for (const value of ['pl01', 'player01player01x', '1player']) {
      expect(checkField(value, username)).toEqual({
        key: 'fieldRule.username',
        params: { min: 6, max: 16, range: '6 - 16' },
      });
    }
  });

  it('fills min and max in the message, as one number when they are equal', () => {
    expect(
      t.t(
        checkField('12', DEFAULT_FIELD_RULES.password)?.key ?? '',
        checkField('12', DEFAULT_FIELD_RULES.password)?.params,
      ),
    ).toBe('Please fill in your password with 6 - 20 characters');
    const problem = checkField('12345', DEFAULT_FIELD_RULES.paymentPassword);
    expect(t.t(problem?.key ?? '', problem?.params)).toBe(
      'Please fill in your payment password with 6 digits',
    );
    expect(lengthRange(4, 4)).toBe('4');
  });

  it("accepts anything with the '*' pattern, length limits still applying", () => {
    const any: FieldRule = {
      acceptedPattern: '*',
      minLength: 1,
      maxLength: 3,
      patternId: 'nothingKnown',
    };
    expect(checkField('ç ∑', any)).toBeNull();
    expect(checkField('four', any)).toEqual({
      key: 'fieldRule.default',
      params: { min: 1, max: 3, range: '1 - 3' },
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(
      checkField('😀😀', { acceptedPattern: '*', minLength: 2, maxLength: 2, patternId: 'x' }),
    ).toBeNull();
  });

  it('says "Input cannot be empty" for an empty required field, and lets an optional one be empty', () => {
    expect(checkField('', { ...username, required: true })?.key).toBe('validation.required');
    expect(checkField('', username)).toBeNull();
  });

  it("falls back to the pattern's own message when the patternId has none", () => {
    expect(ruleMessageKey({ acceptedPattern: 'digitsOnly', patternId: 'unknown' })).toBe(
      'fieldRule.digitsOnly',
    );
  });

  it("says 'inconsistent twice' when a confirmation differs", () => {
    expect(checkConfirmation('abc123', 'abc124')?.key).toBe('validation.inconsistentTwice');
    expect(checkConfirmation('abc123', 'abc123')).toBeNull();
  });
});
