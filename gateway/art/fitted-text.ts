// Words in a picture, never cut: a line is given the width its letters need in a bold sans-serif
// (about 0.6 em each) and no more than its box, and `textLength` holds the browser to it, so a
// wider font squeezes the letters instead of pushing them out of the picture. Only a vendor's
// code and a banner's headline are words; a game's thumbnail has none.
import { escapeXml, num } from './svg';

/** The font of every word the pictures carry, and its outline in the picture's darkest colour. */
export function lettering(deep: string, outline: number, lines: string): string {
  return `<g font-family="system-ui, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-weight="800" fill="#ffffff" stroke="${deep}" stroke-width="${num(outline)}" paint-order="stroke">${lines}</g>`;
}

export interface LinePlace {
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  maxWidth: number;
  /** Where x is: the line's start (default) or its middle. */
  anchor?: 'start' | 'middle';
}

export function fittedLine(text: string, { x, y, size, maxWidth, anchor }: LinePlace): string {
  const width = Math.min(text.length * size * 0.6, maxWidth);
  const middle = anchor === 'middle' ? ' text-anchor="middle"' : '';
  return `<text x="${num(x)}" y="${num(y)}" font-size="${num(size)}" textLength="${num(width)}" lengthAdjust="spacingAndGlyphs"${middle}>${escapeXml(text)}</text>`;
}

/** The two lines a headline breaks into most evenly; one when it is short. */
function headlineLines(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (text.length <= 18 || words.length < 2) return [words.join(' ')];
  const longest = (lines: string[]) => Math.max(...lines.map((line) => line.length));
  let best: string[] = [];
  for (let cut = 1; cut < words.length; cut += 1) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    if (!best.length || longest(lines) < longest(best)) best = lines;
  }
  return best;
}

/** A headline of at most two lines in a box, as large as fits, centred on its height. */
export function headline(
  text: string,
  box: { x: number; width: number; height: number; maxSize: number },
): string {
  const lines = headlineLines(text);
  const longest = Math.max(1, ...lines.map((line) => line.length));
  const size = Math.min(box.maxSize, box.width / (longest * 0.6));
  const top = box.height / 2 - ((lines.length - 1) * size * 1.1) / 2 + size * 0.35;
  return lines
    .map((line, index) =>
      fittedLine(line, { x: box.x, y: top + index * size * 1.1, size, maxWidth: box.width }),
    )
    .join('');
}
