import { describe, expect, it } from 'vitest';
import { amountForField, amountFromField } from '../../../engine';

describe('an amount field in the player’s language', () => {
  it('writes a chip’s amount as the chips print it', () => {
    expect(amountForField('100.00', 'pt')).toBe('100,00');
    expect(amountForField('100.00', 'en')).toBe('100.00');
  });

  it('reads either mark in Portuguese, and grouping in both languages', () => {
    expect(amountFromField(' 100,50 ', 'pt')).toBe('100.50');
    expect(amountFromField('100.50', 'pt')).toBe('100.50');
    expect(amountFromField('1.000,50', 'pt')).toBe('1000.50');
    expect(amountFromField('1,000.50', 'en')).toBe('1000.50');
    expect(amountFromField(amountForField('250.00', 'pt'), 'pt')).toBe('250.00');
  });
});
