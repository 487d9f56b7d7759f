// The few SVG pieces every picture is made of, written as short as they read: numbers with at
// most one decimal, references only to the picture's own definitions (`#id`), never a script,
// an external reference or a style sheet, so a picture is safe under any Content-Security-Policy.

/** A coordinate or size: at most one decimal, no trailing zeros, never "-0". */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded).replace(/^(-?)0\./, '$1.');
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface SvgDocument {
  /** The intended size in CSS pixels (the width and height attributes). */
  width: number;
  height: number;
  /** The drawing's own grid; the picture scales it to width × height. */
  view: readonly [number, number];
  /** A credit, as an XML comment ("--" is not allowed there and is dropped). */
  comment?: string;
  defs: string;
  body: string;
}

export function svgDocument({ width, height, view, comment, defs, body }: SvgDocument): string {
  const note = comment ? `<!-- ${comment.replace(/-{2,}/g, '-')} -->` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${view[0]} ${view[1]}">${note}<defs>${defs}</defs>${body}</svg>`;
}

/**
 * Gradient stops written as CSS writes them, comma-separated: `colour offset`, or
 * `colour offset opacity` for a stop that fades ("#ffc93a 0 .9, #ffc93a 1 0").
 */
function stops(list: string): string {
  return list
    .split(',')
    .map((stop) => {
      const [colour, offset, opacity = '1'] = stop.trim().split(/\s+/);
      const fade = num(Number(opacity)) === '1' ? '' : ` stop-opacity="${num(Number(opacity))}"`;
      return `<stop offset="${num(Number(offset))}" stop-color="${colour}"${fade}/>`;
    })
    .join('');
}

/** A gradient along a line of the painted box (0 to 1 on both axes). */
export function linearGradient(
  id: string,
  [x1, y1, x2, y2]: readonly [number, number, number, number],
  list: string,
): string {
  return `<linearGradient id="${id}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stops(list)}</linearGradient>`;
}

/** A gradient out from a point of the painted box (0 to 1 on both axes). */
export function radialGradient(
  id: string,
  [cx, cy, r]: readonly [number, number, number],
  list: string,
): string {
  return `<radialGradient id="${id}" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}">${stops(list)}</radialGradient>`;
}

/** A four-pointed sparkle of radius `size` at (x, y). */
export function sparkle(x: number, y: number, size: number, fill: string, opacity = 1): string {
  const s = size;
  const w = size * 0.16;
  return `<path d="M${num(x)} ${num(y - s)}Q${num(x + w)} ${num(y - w)} ${num(x + s)} ${num(y)}Q${num(x + w)} ${num(y + w)} ${num(x)} ${num(y + s)}Q${num(x - w)} ${num(y + w)} ${num(x - s)} ${num(y)}Q${num(x - w)} ${num(y - w)} ${num(x)} ${num(y - s)}Z" fill="${fill}"${opacity === 1 ? '' : ` opacity="${num(opacity)}"`}/>`;
}

/** Wedges of a sunburst around (cx, cy): `count` rays reaching `radius`, turned by `turn` degrees. */
export function rays(cx: number, cy: number, radius: number, count: number, turn: number): string {
  const step = (2 * Math.PI) / count;
  const start = (turn * Math.PI) / 180;
  const point = (angle: number) =>
    `${num(cx + radius * Math.cos(angle))} ${num(cy + radius * Math.sin(angle))}`;
  let d = '';
  for (let index = 0; index < count; index += 1) {
    const angle = start + index * step;
    d += `M${num(cx)} ${num(cy)}L${point(angle)}L${point(angle + step / 2)}Z`;
  }
  return d;
}
