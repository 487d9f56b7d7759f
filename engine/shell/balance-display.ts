// The header balance (spec 000 §2 Header; spec 001 §9 "Balance display: 2 decimals"): the amount
// with exactly two decimals after the currency symbol, or asterisks when the player hid it.
import type { Locale } from '../model/skin-types';

/**
 * What a hidden balance shows. A fixed length, so the asterisks do not reveal the amount's size.
 */
export const HIDDEN_BALANCE = '******';

/**
 * Grouping and decimal marks of each interface language: R$ 1.500,00 for PT, R$ 1,500.00 for EN.
 */
const NUMBER_LOCALE: Record<Locale, string> = { pt: 'pt-BR', en: 'en-US' };

export interface BalanceDisplayInput {
  amount: number | null | undefined;
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
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return `${prefix}–`;
  const digits = new Intl.NumberFormat(NUMBER_LOCALE[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${prefix}${digits}`;
}
