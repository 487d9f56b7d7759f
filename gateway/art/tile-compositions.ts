// The ways a square tile is laid out around its motif. Each takes the picture's PRNG, so its
// free choices (the rays' turn, where sparkles fall) differ from game to game yet never between
// two draws of one game.
import type { Random } from '../core/prng';
import { motifEcho, motifLayers } from './motif-layers';
import type { Palette } from './palettes';
import {
  between,
  bokeh,
  confetti,
  cover,
  PATTERNS,
  sparkles,
  vignette,
  vignetteDefs,
  type Scene,
} from './scene-parts';
import { linearGradient, num, radialGradient, rays } from './svg';

export const TILE = 240;
const C = TILE / 2;
const CANVAS = { width: TILE, height: TILE };

type Composition = (random: Random, palette: Palette) => Scene;

const around = (inner: number) => ({ cx: C, cy: C, inner, outer: C * 0.95 });

/** A sunburst from behind the motif. */
const burst: Composition = (random, palette) => ({
  defs:
    radialGradient(
      'bg',
      [0.5, 0.48, 0.7],
      `${palette.glow} 0, ${palette.base} 0.35, ${palette.deep} 1`,
    ) + vignetteDefs(palette),
  body:
    cover(CANVAS, 'url(#bg)') +
    `<path d="${rays(C, C, TILE, pickCount(random), random() * 360)}" fill="${palette.accent}" opacity=".13"/>` +
    motifLayers(palette, { cx: C, cy: C + 4, size: 158 }) +
    sparkles(random, palette, 3, around(80)) +
    vignette(CANVAS),
});

function pickCount(random: Random): number {
  return [12, 16, 20][Math.floor(random() * 3)];
}

/** A patterned diagonal gradient with a giant faint echo of the motif. */
const pattern: Composition = (random, palette) => {
  const draw = PATTERNS[Math.floor(random() * PATTERNS.length)];
  const turn = between(random, -25, 25);
  return {
    defs:
      linearGradient('bg', [0, 0, 1, 1], `${palette.base} 0, ${palette.deep} 1`) +
      draw(palette.accent) +
      vignetteDefs(palette),
    body:
      cover(CANVAS, 'url(#bg)') +
      cover(CANVAS, 'url(#pt)', 0.12) +
      motifEcho(palette, { cx: C + between(random, -50, 50), cy: C - 20, size: 300, turn }) +
      motifLayers(palette, { cx: C, cy: C + 8, size: 164 }) +
      sparkles(random, palette, 2, around(90)) +
      vignette(CANVAS),
  };
};

/** The motif on a round medallion ringed in the accent colour. */
const medallion: Composition = (random, palette) => ({
  defs:
    radialGradient('bg', [0.5, 0.5, 0.7], `${palette.base} 0, ${palette.deep} 1`) +
    radialGradient('dc', [0.5, 0.4, 0.6], `${palette.glow} 0, ${palette.base} 1`) +
    PATTERNS[1](palette.accent) +
    vignetteDefs(palette),
  body:
    cover(CANVAS, 'url(#bg)') +
    cover(CANVAS, 'url(#pt)', 0.1) +
    `<path d="${rays(C, C, TILE, 24, random() * 360)}" fill="${palette.glow}" opacity=".08"/>` +
    `<circle cx="${C}" cy="${C}" r="92" fill="url(#dc)" stroke="${palette.accent}" stroke-width="7"/>` +
    `<circle cx="${C}" cy="${C}" r="81" fill="none" stroke="${palette.deep}" stroke-width="2" opacity=".5"/>` +
    motifLayers(palette, { cx: C, cy: C + 2, size: 132 }, false) +
    sparkles(random, palette, 4, around(96)) +
    vignette(CANVAS),
});

/** A spotlit stage: beams from above, the motif standing on a pool of light, bokeh around. */
const stage: Composition = (random, palette) => {
  const spread = between(random, 30, 60);
  return {
    defs:
      linearGradient('bg', [0, 0, 0, 1], `${palette.base} 0, ${palette.deep} 1`) +
      radialGradient('fl', [0.5, 0.5, 0.5], `${palette.glow} 0 0.85, ${palette.glow} 1 0`) +
      vignetteDefs(palette),
    body:
      cover(CANVAS, 'url(#bg)') +
      `<path d="M${num(C - 20)} 0L${num(C - 20 - spread * 2)} ${TILE}H${num(C - spread)}L${num(C - 6)} 0ZM${num(C + 6)} 0L${num(C + spread)} ${TILE}H${num(C + 20 + spread * 2)}L${num(C + 20)} 0Z" fill="${palette.accent}" opacity=".1"/>` +
      bokeh(random, palette, 7, CANVAS) +
      `<ellipse cx="${C}" cy="204" rx="110" ry="26" fill="url(#fl)"/>` +
      motifLayers(palette, { cx: C, cy: 124, size: 170 }, false) +
      vignette(CANVAS),
  };
};

/** Concentric rings with confetti. */
const rings: Composition = (random, palette) => {
  let circles = '';
  for (let radius = 150; radius >= 40; radius -= 28) {
    circles += `<circle cx="${C}" cy="${C}" r="${radius}" fill="${palette.glow}" opacity=".09"/>`;
  }
  return {
    defs:
      radialGradient('bg', [0.5, 0.5, 0.72], `${palette.base} 0, ${palette.deep} 1`) +
      vignetteDefs(palette),
    body:
      cover(CANVAS, 'url(#bg)') +
      circles +
      confetti(random, palette, 9, CANVAS) +
      motifLayers(palette, { cx: C, cy: C + 4, size: 156 }) +
      vignette(CANVAS),
  };
};

/** A diagonal split: two tones and a bright band between them. */
const split: Composition = (random, palette) => {
  const y1 = between(random, 40, 110);
  const y2 = between(random, 130, 200);
  return {
    defs:
      linearGradient(
        'bg',
        [0, 0, 1, 1],
        `${palette.glow} 0, ${palette.base} 0.5, ${palette.deep} 1`,
      ) + vignetteDefs(palette),
    body:
      cover(CANVAS, 'url(#bg)') +
      `<path d="M0 ${num(y2)}L${TILE} ${num(y1)}V${TILE}H0Z" fill="${palette.deep}" opacity=".55"/>` +
      `<path d="M0 ${num(y2 - 6)}L${TILE} ${num(y1 - 6)}V${num(y1 + 4)}L0 ${num(y2 + 4)}Z" fill="${palette.accent}" opacity=".7"/>` +
      motifLayers(palette, { cx: C, cy: C + 2, size: 162 }) +
      sparkles(random, palette, 3, around(88)) +
      vignette(CANVAS),
  };
};

export const COMPOSITIONS = { burst, pattern, medallion, stage, rings, split } as const;

export type CompositionName = keyof typeof COMPOSITIONS;

export const COMPOSITION_NAMES = Object.keys(COMPOSITIONS) as CompositionName[];
