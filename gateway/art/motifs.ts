// The motifs: Game Icons (game-icons.net, CC BY 3.0, credited in NOTICE and README.md), read from
// the @iconify-json/game-icons package the first time a picture needs one. Each icon there is one
// path on a 512 × 512 grid filled with currentColor; a picture keeps only its outline (`d`, in
// whole numbers: outline.ts) and paints it itself.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compactOutline } from './outline';

const PACKAGE = '@iconify-json/game-icons';

interface IconifySet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string }>;
}

interface MotifSet {
  version: string;
  size: number;
  outlines: Map<string, string>;
  compacted: Map<string, string>;
}

let loaded: MotifSet | undefined;

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(createRequire(import.meta.url).resolve(file), 'utf8')) as T;
}

function motifSet(): MotifSet {
  if (loaded) return loaded;
  const { version } = readJson<{ version: string }>(`${PACKAGE}/package.json`);
  const set = readJson<IconifySet>(`${PACKAGE}/icons.json`);
  const outlines = new Map<string, string>();
  for (const [name, icon] of Object.entries(set.icons)) {
    const outline = /^<path fill="currentColor" d="([^"]+)"\/>$/.exec(icon.body)?.[1];
    if (outline) outlines.set(name, outline);
  }
  loaded = { version, size: set.width ?? 512, outlines, compacted: new Map() };
  return loaded;
}

/** The grid a motif's outline is drawn on (512: the outline spans 0 to 512 on both axes). */
export function motifGrid(): number {
  return motifSet().size;
}

/** The outline of Game Icons' `name`; an error names the icon when the package has no such one. */
export function motifOutline(name: string): string {
  const { version, outlines, compacted } = motifSet();
  const known = compacted.get(name);
  if (known !== undefined) return known;
  const outline = outlines.get(name);
  if (outline === undefined) {
    throw new Error(
      `gateway/art: ${PACKAGE} ${version} has no single-path icon "${name}"; name one of its icons (https://game-icons.net)`,
    );
  }
  const compact = compactOutline(outline);
  compacted.set(name, compact);
  return compact;
}

/** The comment every picture with a motif carries: where the motif comes from and its licence. */
export function motifCredit(name: string): string {
  return `Motif "${name}" from Game Icons (game-icons.net), CC BY 3.0, via ${PACKAGE} ${motifSet().version}`;
}
