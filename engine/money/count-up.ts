// A balance that counts up to a credit (spec 001 §3 wallets: the figure is the gateway's): the
// figures a display shows between the balance before a claim and the one the gateway answered
// with, both its money strings. For display only — no rule reads them — and the last figure is the
// gateway's own string, so the count always ends exactly on it.
import { moneyCents, moneyText } from './money';

/** Eased out (fast, then settling), so the eye sees the figure arrive rather than crawl. */
const easeOut = (share: number) => 1 - (1 - share) ** 3;

/**
 * `steps` figures from `from` (exclusive) to `to` (inclusive): `countUpFigures("10.00", "15.00",
 * 4)` → ["12.89", "14.38", "14.92", "15.00"]. Throws when either is not a money string or
 * `steps` is not a whole number above 0.
 */
export function countUpFigures(from: string, to: string, steps: number): string[] {
  if (!Number.isInteger(steps) || steps < 1) {
    throw new RangeError(`countUpFigures: steps must be a whole number above 0 (got ${steps})`);
  }
  const start = moneyCents(from);
  const distance = moneyCents(to) - start;
  const figures: string[] = [];
  for (let step = 1; step < steps; step += 1) {
    figures.push(moneyText(start + Math.round(distance * easeOut(step / steps))));
  }
  figures.push(to);
  return figures;
}
