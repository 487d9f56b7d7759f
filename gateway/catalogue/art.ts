// Pictures the gateway draws itself, as SVG with stable URLs (/lgw/art/<kind>/<key>.svg): game
// icons, vendor logos, avatars, banners, goods and promotions. The colours come from a hash of the
// key, so a picture never changes between starts and caches forever.

export const ART_KINDS = ['games', 'vendors', 'avatars', 'banners', 'goods', 'promotions'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

function hue(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Up to three lines of at most 14 characters, for a label on a tile. */
function wrap(label: string): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= 14) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word.slice(0, 14));
    }
  }
  return lines.slice(0, 3);
}

export function drawArt(kind: ArtKind, key: string, label: string, large = false): string {
  const base = hue(key);
  const [width, height] =
    kind === 'banners' || kind === 'promotions' ? [1200, 400] : large ? [480, 480] : [240, 240];
  const lines = kind === 'banners' || kind === 'promotions' ? [label] : wrap(label);
  const size = kind === 'banners' || kind === 'promotions' ? 64 : Math.round(width / 9);
  const first = height / 2 - ((lines.length - 1) * size * 1.2) / 2;
  const text = lines
    .map(
      (line, index) =>
        `<text x="50%" y="${Math.round(first + index * size * 1.2)}" font-size="${size}" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${base} 70% 45%)"/><stop offset="1" stop-color="hsl(${(base + 60) % 360} 70% 25%)"/></linearGradient></defs>
<rect width="100%" height="100%" rx="${kind === 'avatars' ? width / 2 : 24}" fill="url(#g)"/>
<circle cx="${width * 0.8}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.35}" fill="hsl(${(base + 180) % 360} 80% 60%)" opacity="0.25"/>
<g fill="#ffffff" font-family="system-ui, sans-serif" font-weight="700">${text}</g>
</svg>`;
}
