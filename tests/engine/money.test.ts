import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsOf,
  isAmount,
  moneyCents,
  moneyText,
  parseAmount,
  percentOf,
  sumMoney,
  toMoney,
} from '../../engine';

describe('exact money', () => {
  it('reads every amount from 0.01 to 100.00 as its exact number of cents', () => {
    for (let cents = 1; cents <= 10_000; cents += 1) {
      const text = moneyText(cents);
      expect(parseAmount(text)).toBe(cents);
    }
    // The amounts a float multipleOf(0.01) refuses.
    expect(['0.07', '0.29', '1.15', '19.99', '33.33'].map(parseAmount)).toEqual([
      7, 29, 115, 1999, 3333,
    ]);
  });

  it('accepts amounts above 0 with at most 2 decimals, and nothing else', () => {
    expect(['1', '0.5', '19.99', '100000'].every(isAmount)).toBe(true);
    expect(['0', '0.00', '-1', '1.234', '1e3', ' 1', '01', '.5', 'NaN', ''].some(isAmount)).toBe(
      false,
    );
  });

  it('writes cents as money strings with exactly 2 decimals', () => {
    expect([0, 5, 50, 1999, -50, 150000].map(moneyText)).toEqual([
      '0.00',
      '0.05',
      '0.50',
      '19.99',
      '-0.50',
      '1500.00',
    ]);
    expect(() => moneyText(0.5)).toThrow('moneyText: 0.5 is not a whole number of cents');
  });

  it('reads the money strings the gateway sends, and refuses anything else', () => {
    expect(moneyCents('-20.50')).toBe(-2050);
    expect(() => moneyCents('20.5')).toThrow(
      'moneyCents: "20.5" is not a money string such as 1500.00',
    );
    expect(centsOf('7')).toBe(700);
    expect(toMoney('0')).toBe('0.00');
    expect(toMoney(null)).toBe('0.00');
    expect(() => toMoney('1.234')).toThrow(
      'toMoney: "1.234" is not a decimal with at most 2 places',
    );
  });

  it('takes a percentage to the cent, half away from zero, with no float on the way', () => {
    expect(percentOf(12345, '0.5')).toBe(62); // 61.725
    expect(percentOf(-12345, '0.5')).toBe(-62);
    expect(percentOf(100, '0.01')).toBe(0); // 0.01 cent
    expect(percentOf(5000, '100')).toBe(5000);
    expect(percentOf(90_071_992_547_409, '99.99')).toBe(90_062_985_348_154); // beyond a float's cents
  });

  it('adds money strings exactly, where floats drift', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 })), (cents) => {
        expect(sumMoney(cents.map(moneyText))).toBe(
          moneyText(cents.reduce((sum, value) => sum + value, 0)),
        );
      }),
      { numRuns: 300 },
    );
  });
});
