// Numbers in the player's language (spec 001 §9: money with 2 decimals, points with the merchant's
// digits): R$ 1.500,00 for PT, R$ 1,500.00 for EN. A plain decimal string or whole number is
// grouped here, digit by digit: exact (no binary float on the way) and cheap. The home formats on
// every jackpot tick and every winner, and a phone's first Intl.NumberFormat loads the language's
// locale data, a long task on the home's first seconds. Anything else (a malformed amount, more
// decimals than asked for, which Intl rounds) goes to Intl, one format per language and decimal
// count, made once and kept.
import type { Locale } from '../model/skin-types';

const NUMBER_LOCALE: Record<Locale, string> = { pt: 'pt-BR', en: 'en-US' };
const MARKS: Record<Locale, { group: string; decimal: string }> = {
  pt: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};
const PLAIN_DECIMAL = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

const formats = new Map<string, Intl.NumberFormat>();

function intlFormat(locale: Locale, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * `value` (a decimal string such as "1500.5", or a whole number) with the language's grouping and
 * decimal marks and exactly `fractionDigits` decimals: what Intl.NumberFormat prints for it.
 */
export function formatDecimal(value: string | number, locale: Locale, fractionDigits: number) {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  const match = typeof text === 'string' ? PLAIN_DECIMAL.exec(text) : null;
  const fraction = match?.[3] ?? '';
  if (!match || fraction.length > fractionDigits || Object.is(value, -0)) {
    // Intl.NumberFormat.format takes a decimal string as it is; TypeScript's lib types only number.
    return (intlFormat(locale, fractionDigits).format as (input: string | number) => string)(value);
  }
  const marks = MARKS[locale];
  const whole = match[2]!.replace(/^0+(?=[0-9])/, '').replace(/\B(?=([0-9]{3})+$)/g, marks.group);
  const decimals = fractionDigits > 0 ? marks.decimal + fraction.padEnd(fractionDigits, '0') : '';
  return `${match[1]}${whole}${decimals}`;
}
