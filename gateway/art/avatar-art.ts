// A member's avatar (memberIcon; spec 000 §8: a failed one falls back to the default avatar): a
// character's head from Game Icons on a tile, the character and its colours chosen by the number.
import { pick } from '../core/prng';
import { artRandom } from './art-random';
import { castIn, PALETTE_NAMES, PALETTES } from './palettes';
import { drawTile } from './tile-art';

const CHARACTERS = [
  'ninja-head',
  'pirate-captain',
  'wizard-face',
  'astronaut-helmet',
  'fox-head',
  'bear-head',
  'panda',
  'owl',
  'robot-helmet',
  'cleopatra',
  'samurai-helmet',
  'viking-head',
  'dwarf-face',
  'rabbit-head',
  'lion',
  'witch-face',
  'spartan-helmet',
  'tiger-head',
  'wolf-head',
  'monkey',
];

export const AVATAR_COUNT = CHARACTERS.length;

/** Avatar `number` (1 and up): the characters come round again after AVATAR_COUNT. */
export function drawAvatar(number: number, size: number): string {
  const random = artRandom(String(number), 'avatar');
  return drawTile(
    {
      motif: CHARACTERS[(number - 1) % CHARACTERS.length],
      palette: castIn(PALETTES[pick(random, PALETTE_NAMES)], 'tint'),
      composition: pick(random, ['rings', 'burst', 'medallion'] as const),
    },
    random,
    size,
  );
}
