// The header balance (spec 000 §2 Header; spec 001 §9 "Balance display: 2 decimals"): the amount
// with exactly two decimals after the currency symbol, or asterisks when the player hid it.
import { formatDecimal } from '../i18n/number-format';
import { MONEY_PATTERN, type Locale } from '../model/skin-types';

/**
 * What a hidden balance shows. A fixed length, so the asterisks do not reveal the amount's size.
 */
export const HIDDEN_BALANCE = '******';

/**
 * A money string with the language's grouping and decimal marks and exactly two decimals, taken as
 * the decimal string it is (no binary float on the way), so "0.29" never shows as 0.28.
 */
export function formatMoney(amount: string, locale: Locale): string {
  return formatDecimal(amount, locale, 2);
}

export interface BalanceDisplayInput {
  /** A money string from the gateway ("1500.00"). */
  amount: string | null | undefined;
  currencySymbol: string;
  locale: Locale;
  hidden: boolean;
}

/**
 * The balance as the header prints it. Hidden shows the symbol and asterisks; an amount not loaded
 * yet (or not a finite number) shows the symbol and a dash rather than a misleading 0.00.
 */
export function formatBalance({
  amount,
  currencySymbol,
  locale,
  hidden,
}: BalanceDisplayInput): string {
  const symbol = currencySymbol.trim();
  const prefix = symbol ? `${symbol} ` : '';
  if (hidden) return `${prefix}${HIDDEN_BALANCE}`;
  if (typeof amount !== 'string' || !MONEY_PATTERN.test(amount)) return `${prefix}–`;
  return `${prefix}${formatMoney(amount, locale)}`;
}
