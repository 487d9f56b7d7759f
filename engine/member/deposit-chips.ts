// The deposit page's amount chips (spec 000 §2 depositv2: "amount chips and free entry"): the
// channel's minimum, then round amounts up to its maximum, at most six.
import { moneyCents, moneyText } from '../money';

const ROUND_AMOUNTS = [50, 100, 200, 500, 1000, 2000, 5000].map((units) => units * 100);

export const MAX_CHIPS = 6;

/** Money strings ("10.00", "50.00", …) between min and max, both money strings. */
export function depositChips(min: string, max: string): string[] {
  const low = moneyCents(min);
  const high = moneyCents(max);
  const chips = [low, ...ROUND_AMOUNTS.filter((cents) => cents > low && cents <= high)];
  return chips.slice(0, MAX_CHIPS).map(moneyText);
}
