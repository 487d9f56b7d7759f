// The points mall's arithmetic (spec 001 §3, §7 "Points", §9 "digit count configurable"): how a
// points figure shows, what converting gives, and how many of a good a member may redeem. The
// gateway decides; the page computes the same to answer before sending.
import { formatDecimal } from '../i18n/number-format';
import { REDEEM_QUANTITY_MAXIMUM, type Locale } from '../model/skin-types';
import type { Cents } from '../money';

/** Points never come in fractions; `digits` is how many decimals the merchant shows them with. */
export function formatPoints(points: number, digits: number, locale: Locale): string {
  return formatDecimal(points, locale, digits);
}

/** The money `points` convert to: `exchangeRatio` points make one unit, rounded down to the cent. */
export function convertedCents(points: number, exchangeRatio: number): Cents {
  return Math.floor((points * 100) / exchangeRatio) as Cents;
}

export type ConvertProblem = 'notWhole' | 'belowMinimum' | 'notEnough';

/** What is wrong with converting `points`, or undefined. */
export function convertProblem(
  points: number,
  limits: { minConvertPoints: number; available: number },
): ConvertProblem | undefined {
  if (!Number.isSafeInteger(points) || points <= 0) return 'notWhole';
  if (points < limits.minConvertPoints) return 'belowMinimum';
  if (points > limits.available) return 'notEnough';
  return undefined;
}

/** A redeem's quantity per request (the gateway's schema: defs.schema.json redeemQuantity). */
export const MAX_REDEEM_QUANTITY = REDEEM_QUANTITY_MAXIMUM;

/** The most of a good the member's points and its stock allow (0: none). */
export function maxRedeemQuantity(good: { points: number; stock: number }, available: number) {
  const affordable = good.points > 0 ? Math.floor(available / good.points) : MAX_REDEEM_QUANTITY;
  return Math.max(0, Math.min(MAX_REDEEM_QUANTITY, good.stock, affordable));
}
