import { describe, expect, it } from 'vitest';
import { formatBalance, formatMoney, HIDDEN_BALANCE } from '../../../engine';

describe('the header balance', () => {
  it('shows exactly two decimals after the currency symbol', () => {
    expect(
      formatBalance({ amount: '1500.00', currencySymbol: 'R$', locale: 'en', hidden: false }),
    ).toBe('R$ 1,500.00');
    expect(
      formatBalance({ amount: '0.50', currencySymbol: 'R$', locale: 'en', hidden: false }),
    ).toBe('R$ 0.50');
  });

  it('uses Brazilian marks in Portuguese', () => {
    expect(
      formatBalance({ amount: '1700.10', currencySymbol: 'R$', locale: 'pt', hidden: false }),
    ).toBe('R$ 1.700,10');
  });

  it('formats the gateway’s decimal string exactly, never through a binary float', () => {
    // 0.29 and 1.15 have no exact binary form; formatting the string keeps every cent.
    expect(formatMoney('0.29', 'en')).toBe('0.29');
    expect(formatMoney('1.15', 'pt')).toBe('1,15');
    expect(formatMoney('90071992547409.93', 'en')).toBe('90,071,992,547,409.93');
  });

  it('hides the amount as asterisks of a fixed length', () => {
    expect(
      formatBalance({ amount: '1500.00', currencySymbol: 'R$', locale: 'pt', hidden: true }),
    ).toBe(`R$ ${HIDDEN_BALANCE}`);
    expect(
      formatBalance({ amount: '3.00', currencySymbol: 'R$', locale: 'pt', hidden: true }),
    ).toBe(
      formatBalance({ amount: '3000000.00', currencySymbol: 'R$', locale: 'pt', hidden: true }),
    );
    expect(HIDDEN_BALANCE).toMatch(/^\*+$/);
  });

  it('shows a dash rather than 0.00 while the balance is unknown or not a money string', () => {
    expect(
      formatBalance({ amount: undefined, currencySymbol: 'R$', locale: 'en', hidden: false }),
    ).toBe('R$ –');
    expect(formatBalance({ amount: '12.5', currencySymbol: '', locale: 'en', hidden: false })).toBe(
      '–',
    );
  });
});
