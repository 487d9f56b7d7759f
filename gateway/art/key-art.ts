// Key art for the wide pictures: a promotion's card (16:9), a points-mall good (4:3) and a banner
// (3:1). The motif comes from the words of the title in every language the row has, so the
// picture is the same whatever language the page asks in. None has words: the site draws a
// banner's headline over the picture's left half (the hero, the login pop-up, the side menu), which
// is kept clear for it.
import { pick, type Random } from '../core/prng';
import { artRandom } from './art-random';
import { themesOfName, type ArtTheme } from './art-themes';
import { motifDefs, motifEcho, motifLayers, type MotifPlacement } from './motif-layers';
import { motifCredit } from './motifs';
import { castIn, METALS, PALETTES, type Palette } from './palettes';
import {
  between,
  confetti,
  cover,
  PATTERNS,
  sparkles,
  vignette,
  vignetteDefs,
  type Area,
  type Canvas,
} from './scene-parts';
import { linearGradient, num, radialGradient, rays, svgDocument } from './svg';

export interface KeyArtSubject {
  /** What makes the picture one of its kind: "promotions/3". */
  key: string;
  /** The titles to read the theme from (every language's). */
  titles: readonly string[];
  /** The theme when the titles name nothing drawable. */
  fallback: ArtTheme;
}

export type KeyArtLayout = 'card' | 'pedestal' | 'banner';

export const KEY_ART_CANVAS: Readonly<Record<KeyArtLayout, Canvas>> = {
  card: { width: 640, height: 360 },
  pedestal: { width: 480, height: 360 },
  banner: { width: 1200, height: 400 },
};

function coins(random: Random, palette: Palette, count: number, area: Area): string {
  const size = area.height / 14;
  let body = '';
  for (let index = 0; index < count; index += 1) {
    const cx = area.x + between(random, 0.05, 0.95) * area.width;
    const cy = between(random, 0.08, 0.92) * area.height;
    const r = between(random, size * 0.6, size);
    body += `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(r)}" ry="${num(r * between(random, 0.45, 1))}" transform="rotate(${num(random() * 180)} ${num(cx)} ${num(cy)})" fill="url(#mt)" stroke="${palette.deep}" stroke-width="${num(r * 0.14)}"/>`;
  }
  return body;
}

function placement(layout: KeyArtLayout, canvas: Canvas): MotifPlacement {
  const { width, height } = canvas;
  if (layout === 'banner') return { cx: width * 0.78, cy: height * 0.52, size: height * 0.82 };
  if (layout === 'card') return { cx: width * 0.6, cy: height * 0.52, size: height * 0.78 };
  return { cx: width / 2, cy: height * 0.46, size: height * 0.64 };
}

export function drawKeyArt(layout: KeyArtLayout, subject: KeyArtSubject): string {
  const canvas = KEY_ART_CANVAS[layout];
  const random = artRandom(subject.key, 'key-art');
  const themes = subject.titles.map((title) => themesOfName(title));
  const drawn = themes.find((theme) => theme.motif)?.motif ?? subject.fallback;
  const coloured = themes.find((theme) => theme.colour?.palettes.length)?.colour ?? drawn;
  const motif = pick(random, drawn.motifs);
  const palette = castIn(PALETTES[pick(random, coloured.palettes)], pick(random, METALS));
  const place = placement(layout, canvas);
  // A banner's headline takes its left half: nothing is scattered over it.
  const scatter: Area =
    layout === 'banner'
      ? { x: canvas.width * 0.58, width: canvas.width * 0.42, height: canvas.height }
      : { x: 0, ...canvas };
  const floor =
    layout === 'pedestal'
      ? `<ellipse cx="${num(place.cx)}" cy="${num(canvas.height * 0.84)}" rx="${num(canvas.width * 0.34)}" ry="${num(canvas.height * 0.08)}" fill="url(#gl)"/>`
      : '';
  return svgDocument({
    ...canvas,
    view: [canvas.width, canvas.height],
    comment: motifCredit(motif),
    defs:
      motifDefs(motif, palette) +
      linearGradient(
        'bg',
        [0, 0, 1, 1],
        `${palette.base} 0, ${palette.deep} 0.6, ${palette.deep} 1`,
      ) +
      radialGradient('sp', [0.5, 0.5, 0.5], `${palette.glow} 0 0.75, ${palette.glow} 1 0`) +
      pick(random, PATTERNS)(palette.accent) +
      vignetteDefs(palette),
    body:
      cover(canvas, 'url(#bg)') +
      cover(canvas, 'url(#pt)', 0.1) +
      `<circle cx="${num(place.cx)}" cy="${num(place.cy)}" r="${num(canvas.height * 0.75)}" fill="url(#sp)"/>` +
      `<path d="${rays(place.cx, place.cy, canvas.width, 18, random() * 360)}" fill="${palette.accent}" opacity=".1"/>` +
      motifEcho(palette, {
        cx: layout === 'pedestal' ? canvas.width * 0.15 : canvas.width * 0.2,
        cy: canvas.height * 0.35,
        size: canvas.height * 1.1,
        turn: between(random, -25, 25),
      }) +
      confetti(random, palette, 14, scatter) +
      coins(random, palette, 5, scatter) +
      floor +
      motifLayers(palette, place, layout !== 'pedestal') +
      sparkles(random, palette, 5, {
        cx: place.cx,
        cy: place.cy,
        inner: place.size * 0.45,
        outer: place.size * 0.7,
        size: canvas.height / 28,
      }) +
      vignette(canvas),
  });
}
