// A motif as the pictures draw it: cast in its palette's metal with a dark outline, over a soft
// shadow and a glow, large and centred where the composition puts it. The outline comes from
// `<defs>` once (`#m`) and every layer reuses it.
import { motifGrid, motifOutline } from './motifs';
import type { Palette } from './palettes';
import { linearGradient, num, radialGradient } from './svg';

export interface MotifPlacement {
  /** The centre of the motif's square. */
  cx: number;
  cy: number;
  /** The side of the motif's square. */
  size: number;
  /** Degrees, clockwise. */
  turn?: number;
}

function transform({ cx, cy, size, turn = 0 }: MotifPlacement, dy = 0): string {
  const scale = size / motifGrid();
  const rotate = turn
    ? ` rotate(${num(turn)} ${num(size / 2 / scale)} ${num(size / 2 / scale)})`
    : '';
  return `translate(${num(cx - size / 2)} ${num(cy - size / 2 + dy)}) scale(${scale.toFixed(4)})${rotate}`;
}

/** The motif's outline and its metal, for `<defs>`. */
export function motifDefs(name: string, palette: Palette): string {
  const [top, middle, bottom] = palette.metal;
  return (
    `<path id="m" d="${motifOutline(name)}"/>` +
    linearGradient('mt', [0, 0, 0.3, 1], `${top} 0, ${middle} 0.5, ${bottom} 1`) +
    radialGradient(
      'gl',
      [0.5, 0.5, 0.5],
      `${palette.glow} 0 0.95, ${palette.glow} 0.45 0.4, ${palette.glow} 1 0`,
    )
  );
}

/** The glow behind the motif, its shadow and the motif itself. */
export function motifLayers(palette: Palette, place: MotifPlacement, glow = true): string {
  const outline = `stroke="${palette.deep}" stroke-width="22" stroke-linejoin="round"`;
  const halo = glow
    ? `<circle cx="${num(place.cx)}" cy="${num(place.cy)}" r="${num(place.size * 0.72)}" fill="url(#gl)"/>`
    : '';
  return (
    halo +
    `<use href="#m" transform="${transform(place, place.size * 0.045)}" fill="${palette.deep}" opacity=".55" ${outline}/>` +
    `<use href="#m" transform="${transform(place)}" fill="url(#mt)" ${outline} paint-order="stroke"/>`
  );
}

/** A large faint copy of the motif behind the scene, for depth. */
export function motifEcho(palette: Palette, place: MotifPlacement, opacity = 0.08): string {
  return `<use href="#m" transform="${transform(place)}" fill="${palette.glow}" opacity="${num(opacity)}"/>`;
}
