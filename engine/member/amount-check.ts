// A typed amount of the money pages (spec 000 §2 depositv2, withdraw, transferFund,
// transferUpline): above 0 with at most 2 decimals, within the channel's or the merchant's minimum
// and maximum, and not more than the money there is to move (the withdrawable amount, the source
// wallet's balance). Reckoned in cents; the limits are the gateway's money strings.
import { moneyCents, parseAmount, type Cents } from '../money';

export interface AmountLimits {
  min?: string;
  max?: string;
  /** What may be moved at most: the withdrawable amount or the source wallet's balance. */
  available?: string;
}

export type AmountProblem =
  | { problem: 'required' }
  | { problem: 'invalid' }
  | { problem: 'belowMin'; limit: string }
  | { problem: 'aboveMax'; limit: string }
  | { problem: 'overAvailable'; limit: string };

/** The amount in cents, or the first rule it breaks with the limit it broke. */
export function checkAmount(typed: string, limits: AmountLimits): { cents: Cents } | AmountProblem {
  const text = typed.trim();
  if (text === '') return { problem: 'required' };
  const cents = parseAmount(text);
  if (cents === undefined) return { problem: 'invalid' };
  if (limits.available !== undefined && cents > moneyCents(limits.available)) {
    return { problem: 'overAvailable', limit: limits.available };
  }
  if (limits.min !== undefined && cents < moneyCents(limits.min)) {
    return { problem: 'belowMin', limit: limits.min };
  }
  if (limits.max !== undefined && cents > moneyCents(limits.max)) {
    return { problem: 'aboveMax', limit: limits.max };
  }
  return { cents };
}
