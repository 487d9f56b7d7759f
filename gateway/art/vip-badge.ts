// A VIP level's badge (gateway README "VIP"; the ladder is engine VIP_LEVELS): the tier's emblem
// (a medal, a crown, a diamond) in the tier's metal on a medallion, and under it one star per step
// of the level within its tier, so every level reads apart at a glance.
import { MAX_VIP_LEVEL, VIP_LEVELS, type VipLevel } from '../../engine';
import { artRandom } from './art-random';
import { castIn, PALETTES, type Palette, type PaletteName } from './palettes';
import { num } from './svg';
import { drawTile } from './tile-art';

const TIERS: Readonly<Record<VipLevel['label'], { motif: string; palette: PaletteName }>> = {
  Bronze: { motif: 'star-medal', palette: 'bronze' },
  Gold: { motif: 'crown', palette: 'ruby' },
  Diamond: { motif: 'cut-diamond', palette: 'ice' },
};

function star(cx: number, cy: number, r: number, palette: Palette): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    const radius = index % 2 ? r * 0.45 : r;
    return `${num(cx + radius * Math.cos(angle))} ${num(cy + radius * Math.sin(angle))}`;
  });
  return `<path d="M${points.join('L')}Z" fill="${palette.metal[1]}" stroke="${palette.deep}" stroke-width="2.5" stroke-linejoin="round"/>`;
}

/** The badge of `level`, 1 to MAX_VIP_LEVEL. */
export function drawVipBadge(level: number, size: number): string {
  const found = VIP_LEVELS.find((entry) => entry.level === level);
  if (!found) {
    throw new Error(
      `gateway/art: a VIP badge needs a level from 1 to ${MAX_VIP_LEVEL} (got ${level})`,
    );
  }
  const tier = TIERS[found.label];
  const palette = castIn(PALETTES[tier.palette], 'own');
  const step = VIP_LEVELS.filter((entry) => entry.label === found.label && entry.level <= level);
  const ribbon = step.length * 30 + 20;
  const pips =
    `<rect x="${num(120 - ribbon / 2)}" y="196" width="${ribbon}" height="32" rx="16" fill="${palette.deep}" stroke="${palette.accent}" stroke-width="3"/>` +
    step
      .map((_, index) => star(120 + (index - (step.length - 1) / 2) * 30, 212, 11, palette))
      .join('');
  return drawTile(
    { motif: tier.motif, palette, composition: 'medallion' },
    artRandom(String(level), 'vip'),
    size,
    pips,
  );
}
