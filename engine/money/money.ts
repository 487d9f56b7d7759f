// Money is exact (spec 001 §3 wallets and contracts): amounts travel as decimal strings ("19.99"),
// are reckoned in integer cents, and are never binary floats in a rule — 0.1 + 0.2 is not 0.3 in
// floating point, and a player's balance must never be off by a cent. The gateway stores
// numeric(14, 2) and hands these strings through; the browser only formats them.
import { AMOUNT_PATTERN, MONEY_PATTERN, RATE_PATTERN } from '../model/skin-types';

/** An integer number of cents (hundredths of the currency unit). */
export type Cents = number;

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Cents of a decimal string ("19.99" → 1999, "-0.5" → -50); undefined when it is not one. */
export function centsOf(text: string): Cents | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, sign, units, fraction = ''] = match;
  const cents = Number(units) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return undefined;
  return sign && cents !== 0 ? -cents : cents;
}

/** Whether a typed amount is one a payment may carry: above 0, at most 2 decimals. */
export function isAmount(text: string): boolean {
  return AMOUNT_PATTERN.test(text);
}

/** The cents of a typed amount (see isAmount), or undefined. */
export function parseAmount(text: string): Cents | undefined {
  return isAmount(text) ? centsOf(text) : undefined;
}

/** The money string of a number of cents: 1999 → "19.99", -50 → "-0.50". */
export function moneyText(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`moneyText: ${cents} is not a whole number of cents`);
  }
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The cents of a money string the gateway sent ("1500.00"); throws on anything else. */
export function moneyCents(text: string): Cents {
  const cents = MONEY_PATTERN.test(text) ? centsOf(text) : undefined;
  if (cents === undefined) {
    throw new RangeError(`moneyCents: "${text}" is not a money string such as 1500.00`);
  }
  return cents;
}

/** a ÷ b rounded half away from zero (b > 0), in big integers so no product loses a cent. */
function divideRounded(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  const remainder = a - quotient * b;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice >= b) return quotient + (a < 0n ? -1n : 1n);
  return quotient;
}

/**
 * A percentage of an amount, to the cent: `percentOf(12345, "0.5")` is 61.725 → 62 cents. The rate
 * is a decimal string (at most 2 decimals, so it is a whole number of hundredths of a percent).
 */
export function percentOf(cents: Cents, rate: string): Cents {
  if (!RATE_PATTERN.test(rate) && rate !== '0') {
    throw new RangeError(`percentOf: "${rate}" is not a rate such as 0.5`);
  }
  const hundredths = centsOf(rate) ?? 0;
  return Number(divideRounded(BigInt(cents) * BigInt(hundredths), 10_000n));
}

/**
 * A decimal the store computed (`SUM(amount)`, `COALESCE(…, 0)`) as a money string: "0" → "0.00",
 * null → "0.00". Throws on more than 2 decimals, which only a missing ROUND(…, 2) in SQL produces.
 */
export function toMoney(text: string | null | undefined): string {
  if (text === null || text === undefined) return '0.00';
  const cents = centsOf(text);
  if (cents === undefined) {
    throw new RangeError(`toMoney: "${text}" is not a decimal with at most 2 places`);
  }
  return moneyText(cents);
}

/** The sum of money strings, as a money string. */
export function sumMoney(values: readonly string[]): string {
  return moneyText(values.reduce((total, value) => total + moneyCents(value), 0));
}
