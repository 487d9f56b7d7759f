// A prize's picture (a raffle's wheel segment, spec 001 §4): the larger the amount, the richer the
// pile, from a pair of coins to an open treasure chest.
import { pick } from '../core/prng';
import { artRandom } from './art-random';
import { castIn, PALETTES } from './palettes';
import { drawTile } from './tile-art';

/** The motif of the smallest amount (in currency units) each step reaches. */
const STEPS: ReadonlyArray<readonly [number, string]> = [
  [100, 'open-treasure-chest'],
  [50, 'gold-bar'],
  [20, 'cash'],
  [10, 'money-stack'],
  [5, 'gold-stack'],
  [0, 'two-coins'],
];

/** The picture of a prize of `cents`. */
export function drawPrize(cents: number, size: number): string {
  const units = cents / 100;
  const motif = STEPS.find(([from]) => units >= from)?.[1] ?? 'two-coins';
  const random = artRandom(String(cents), 'prize');
  return drawTile(
    {
      motif,
      palette: castIn(
        PALETTES[pick(random, ['emerald', 'ruby', 'amethyst', 'sapphire'] as const)],
        'own',
      ),
      composition: 'burst',
    },
    random,
    size,
  );
}
