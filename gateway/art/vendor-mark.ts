// A vendor's logo mark for its 2:1 tile and the footer (spec 001 §9: provider codes with logos):
// an emblem with a motif of its name ("Lotus Gaming": a lotus) or of its first category, beside
// its code as a monogram fitted to its box (fitted-text.ts).
import type { Category } from '../../engine';
import { pick } from '../core/prng';
import { artRandom } from './art-random';
import { CATEGORY_THEMES, themesOfName } from './art-themes';
import { fittedLine, lettering } from './fitted-text';
import { motifDefs, motifLayers } from './motif-layers';
import { motifCredit } from './motifs';
import { castIn, PALETTE_NAMES, PALETTES } from './palettes';
import { cover, PATTERNS, type Canvas } from './scene-parts';
import { linearGradient, radialGradient, svgDocument } from './svg';

export interface ArtVendor {
  code: string;
  name: string;
  categories: readonly Category[];
}

const MARK: Canvas = { width: 200, height: 100 };
const EMBLEM = { cx: 50, cy: 50, r: 38 };

/** Emblem outlines around (0, 0) with radius 1, scaled into place. */
const SHAPES = [
  'M0-1A1 1 0 1 1 0 1A1 1 0 1 1 0-1Z',
  'M0-1L.87-.5V.5L0 1L-.87.5V-.5Z',
  'M-.85-.9H.85V.1C.85.55.4.85 0 1C-.4.85-.85.55-.85.1Z',
  'M-.62-.86H.62Q.86-.86.86-.62V.62Q.86.86.62.86H-.62Q-.86.86-.86.62V-.62Q-.86-.86-.62-.86Z',
  'M0-1L1 0L0 1L-1 0Z',
];

export function drawVendorMark(vendor: ArtVendor): string {
  const random = artRandom(vendor.code, 'vendor');
  const drawn = themesOfName(vendor.name).motif ?? CATEGORY_THEMES[vendor.categories[0] ?? 'RNG'];
  const motif = pick(random, drawn.motifs);
  const palette = castIn(PALETTES[pick(random, PALETTE_NAMES)], 'own');
  const shape = pick(random, SHAPES);
  const [first, ...rest] = vendor.code.split('_');
  const line = (text: string, y: number, size: number) =>
    fittedLine(text, { x: 142, y, size, maxWidth: 92, anchor: 'middle' });
  const monogram = rest.length
    ? line(first, 56, 38) + line(rest.join(' '), 80, 15)
    : line(first, 64, 44);
  return svgDocument({
    ...MARK,
    view: [MARK.width, MARK.height],
    comment: motifCredit(motif),
    defs:
      motifDefs(motif, palette) +
      linearGradient('bg', [0, 0, 1, 1], `${palette.base} 0, ${palette.deep} 1`) +
      radialGradient('em', [0.5, 0.35, 0.7], `${palette.glow} 0, ${palette.base} 1`) +
      PATTERNS[2](palette.accent),
    body:
      cover(MARK, 'url(#bg)') +
      cover(MARK, 'url(#pt)', 0.08) +
      `<path d="${shape}" transform="translate(${EMBLEM.cx} ${EMBLEM.cy}) scale(${EMBLEM.r})" fill="url(#em)" stroke="${palette.accent}" stroke-width=".08"/>` +
      motifLayers(palette, { cx: EMBLEM.cx, cy: EMBLEM.cy, size: 50 }, false) +
      lettering(palette.deep, 1, monogram),
  });
}
