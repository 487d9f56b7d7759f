import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../../../engine';

const INTL_LOCALE = { pt: 'pt-BR', en: 'en-US' } as const;
const intl = (value: string | number, locale: 'pt' | 'en', digits: number) =>
  (
    new Intl.NumberFormat(INTL_LOCALE[locale], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format as (input: string | number) => string
  )(value);

describe('formatDecimal (spec 001 §9 number display)', () => {
  it('groups thousands and marks decimals as each language writes them', () => {
    expect(formatDecimal('1500.00', 'pt', 2)).toBe('1.500,00');
    expect(formatDecimal('1500.00', 'en', 2)).toBe('1,500.00');
    expect(formatDecimal('-1234567.5', 'pt', 2)).toBe('-1.234.567,50');
    expect(formatDecimal(20_123_456, 'en', 0)).toBe('20,123,456');
    expect(formatDecimal('0.29', 'pt', 2)).toBe('0,29');
  });

  it('prints what Intl.NumberFormat prints for any decimal string with up to the decimals asked', () => {
    const decimal = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.nat({ max: 3 }))
      .chain(([negative, whole, digits]) =>
        fc.bigInt({ min: 0n, max: 10n ** BigInt(digits) - 1n }).map((fraction) => ({
          text: `${negative ? '-' : ''}${whole}${digits > 0 ? `.${String(fraction).padStart(digits, '0')}` : ''}`,
          digits,
        })),
      );
    fc.assert(
      fc.property(
        decimal,
        fc.constantFrom('pt', 'en'),
        fc.nat({ max: 3 }),
        (value, locale, extra) => {
          const digits = value.digits + extra;
          expect(formatDecimal(value.text, locale, digits)).toBe(intl(value.text, locale, digits));
        },
      ),
    );
  });

  it('leaves what it does not group itself to Intl: more decimals than asked are rounded there', () => {
    expect(formatDecimal('1.005', 'en', 2)).toBe(intl('1.005', 'en', 2));
    expect(formatDecimal('1e3', 'pt', 2)).toBe(intl('1e3', 'pt', 2));
    expect(formatDecimal(2.5, 'pt', 0)).toBe(intl(2.5, 'pt', 0));
  });
});
