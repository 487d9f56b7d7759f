// Pieces the compositions share, for a canvas of any size: the background, the vignette that
// darkens its edges, sparkles, confetti, bokeh and the background patterns.
import type { Random } from '../core/prng';
import type { Palette } from './palettes';
import { num, radialGradient, sparkle } from './svg';

export interface Canvas {
  width: number;
  height: number;
}

/** A part of a canvas: its left edge and size (a banner keeps its headline's side clear). */
export interface Area extends Canvas {
  x: number;
}

const whole = (canvas: Canvas): Area => ({ x: 0, ...canvas });

export interface Scene {
  defs: string;
  body: string;
}

export const between = (random: Random, min: number, max: number): number =>
  min + random() * (max - min);

/** The whole canvas painted with `paint` (a colour or `url(#id)`). */
export function cover({ width, height }: Canvas, paint: string, opacity = 1): string {
  return `<rect width="${width}" height="${height}" fill="${paint}"${opacity === 1 ? '' : ` opacity="${num(opacity)}"`}/>`;
}

export function vignetteDefs(palette: Palette): string {
  return radialGradient('vg', [0.5, 0.45, 0.75], `${palette.deep} 0.6 0, ${palette.deep} 1 0.7`);
}

/** Darkened edges, drawn last (vignetteDefs defines its gradient). */
export const vignette = (canvas: Canvas): string => cover(canvas, 'url(#vg)');

/** Sparkles in the ring between `inner` and `outer` around (cx, cy), white and accent in turn. */
export function sparkles(
  random: Random,
  palette: Palette,
  count: number,
  ring: { cx: number; cy: number; inner: number; outer: number; size?: number },
): string {
  const size = ring.size ?? 8;
  let body = '';
  for (let index = 0; index < count; index += 1) {
    const angle = random() * Math.PI * 2;
    const distance = between(random, ring.inner, ring.outer);
    body += sparkle(
      ring.cx + Math.cos(angle) * distance,
      ring.cy + Math.sin(angle) * distance,
      between(random, size * 0.6, size * 1.4),
      index % 2 ? palette.accent : '#ffffff',
      between(random, 0.7, 1),
    );
  }
  return body;
}

/** Little tilted paper strips scattered over the canvas, or over an area of it. */
export function confetti(
  random: Random,
  palette: Palette,
  count: number,
  within: Canvas | Area,
): string {
  const area = 'x' in within ? within : whole(within);
  const size = Math.min(area.width, area.height) / 26;
  let body = '';
  for (let index = 0; index < count; index += 1) {
    const x = area.x + random() * area.width;
    const y = random() * area.height;
    body += `<rect x="${num(x)}" y="${num(y)}" width="${num(size)}" height="${num(size * 0.45)}" rx="1" transform="rotate(${num(random() * 180)} ${num(x)} ${num(y)})" fill="${index % 3 ? palette.accent : '#ffffff'}" opacity=".85"/>`;
  }
  return body;
}

/** Soft out-of-focus lights over the upper part of the canvas. */
export function bokeh(random: Random, palette: Palette, count: number, canvas: Canvas): string {
  const scale = Math.min(canvas.width, canvas.height) / 240;
  let body = '';
  for (let index = 0; index < count; index += 1) {
    body += `<circle cx="${num(random() * canvas.width)}" cy="${num(random() * canvas.height * 0.7)}" r="${num(between(random, 4, 15) * scale)}" fill="${index % 2 ? palette.accent : palette.glow}" opacity="${num(between(random, 0.12, 0.3))}"/>`;
  }
  return body;
}

/** Background patterns, each defined as `#pt` in one colour. */
export const PATTERNS: ReadonlyArray<(colour: string) => string> = [
  (colour) =>
    `<pattern id="pt" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="7" height="18" fill="${colour}"/></pattern>`,
  (colour) =>
    `<pattern id="pt" width="16" height="16" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="2.6" fill="${colour}"/></pattern>`,
  (colour) =>
    `<pattern id="pt" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M12 0L24 12L12 24L0 12Z" fill="${colour}"/></pattern>`,
  (colour) =>
    `<pattern id="pt" width="24" height="14" patternUnits="userSpaceOnUse"><path d="M0 14A12 12 0 0 1 24 14" fill="none" stroke="${colour}" stroke-width="2.5"/></pattern>`,
  (colour) =>
    `<pattern id="pt" width="20" height="12" patternUnits="userSpaceOnUse"><path d="M0 10L10 2L20 10" fill="none" stroke="${colour}" stroke-width="3"/></pattern>`,
];
