// The header balance (spec 000 §2 Header; spec 001 §9 "Balance display: 2 decimals"): the amount
// with exactly two decimals after the currency symbol, or asterisks when the player hid it.
import { MONEY_PATTERN, type Locale } from '../model/skin-types';

/**
 * What a hidden balance shows. A fixed length, so the asterisks do not reveal the amount's size.
 */
export const HIDDEN_BALANCE = '******';

/**
 * Grouping and decimal marks of each interface language: R$ 1.500,00 for PT, R$ 1,500.00 for EN.
 */
const NUMBER_LOCALE: Record<Locale, string> = { pt: 'pt-BR', en: 'en-US' };

/**
 * A money string with the language's grouping and decimal marks and exactly two decimals. Intl
 * formats a decimal string exactly (no binary float on the way), so "0.29" never shows as 0.28.
 */
export function formatMoney(amount: string, locale: Locale): string {
  const format = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format as (value: string) => string;
  return format(amount);
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
