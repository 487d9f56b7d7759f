// An amount field in the player's language (spec 001 §9: money with 2 decimals): a chip's amount is
// written into the field as the chips print it, without grouping ("100,00" in PT, "100.00" in EN),
// and what the player types is read with either mark, so "100,50" and "100.50" are the same 100.50
// in PT. The gateway gets the money string ("100.50").
import type { Locale } from '../model/skin-types';

/** A money string ("100.00") as the field shows it in the player's language. */
export function amountForField(amount: string, locale: Locale): string {
  return locale === 'pt' ? amount.replace('.', ',') : amount;
}

/**
 * What the player typed as a plain decimal for the rules: in PT the comma is the decimal mark
 * (and a dot before it only groups thousands: "1.000,50"); in EN a comma only groups.
 */
export function amountFromField(typed: string, locale: Locale): string {
  const text = typed.trim();
  if (locale === 'en') return text.replace(/,/g, '');
  return text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
}
