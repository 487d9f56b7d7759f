import { describe, expect, it } from 'vitest';
import { formatBalance, HIDDEN_BALANCE } from '../../../engine';

describe('the header balance', () => {
  it('shows exactly two decimals after the currency symbol', () => {
    expect(formatBalance({ amount: 1500, currencySymbol: 'R$', locale: 'en', hidden: false })).toBe(
      'R$ 1,500.00',
    );
    expect(formatBalance({ amount: 0.5, currencySymbol: 'R$', locale: 'en', hidden: false })).toBe(
      'R$ 0.50',
    );
    expect(
      formatBalance({ amount: 12.345, currencySymbol: '$', locale: 'en', hidden: false }),
    ).toBe('$ 12.35');
  });

  it('uses Brazilian marks in Portuguese', () => {
    expect(
      formatBalance({ amount: 1700.1, currencySymbol: 'R$', locale: 'pt', hidden: false }),
    ).toBe('R$ 1.700,10');
  });

  it('hides the amount as asterisks of a fixed length', () => {
    expect(formatBalance({ amount: 1500, currencySymbol: 'R$', locale: 'pt', hidden: true })).toBe(
      `R$ ${HIDDEN_BALANCE}`,
    );
    expect(formatBalance({ amount: 3, currencySymbol: 'R$', locale: 'pt', hidden: true })).toBe(
      formatBalance({ amount: 3_000_000, currencySymbol: 'R$', locale: 'pt', hidden: true }),
    );
    expect(HIDDEN_BALANCE).toMatch(/^\*+$/);
  });

  it('shows a dash rather than 0.00 while the balance is unknown', () => {
    expect(
      formatBalance({ amount: undefined, currencySymbol: 'R$', locale: 'en', hidden: false }),
    ).toBe('R$ –');
    expect(
      formatBalance({ amount: Number.NaN, currencySymbol: '', locale: 'en', hidden: false }),
    ).toBe('–');
  });
});
