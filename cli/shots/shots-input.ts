// Everything `skinforge shots` is told is checked before anything runs (no build, no browser): an
// unknown skin, viewport, language or page is refused with the names it could have been, and so are
// a threshold that is not a ratio, a --compare folder with no earlier run's shots.json in it and an
// --out folder that holds something other than shots (a run replaces its --out whole).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, closestMatch, type Locale } from '../../engine';
import { listSkinIds } from '../../loader/skin-loader';
import { SHOT_PAGE_IDS } from './shot-pages';
import { MANIFEST_FILE, readManifest, type Shot } from './shots-manifest';
import { DEFAULT_VIEWPORTS, VIEWPORT_NAMES, type ViewportName } from './viewports';

export interface ShotsOptions {
  all?: boolean;
  out: string;
  viewports?: string;
  locales?: string;
  pages?: string;
  compare?: string;
  threshold?: string;
  json?: boolean;
  skinsDir: string;
}

export const DEFAULT_THRESHOLD = 0.001;

export interface ShotsPlan {
  ids: string[];
  viewports: ViewportName[];
  locales: Locale[];
  /** The ids --pages named, or null for each skin's default list. */
  pages: string[] | null;
  threshold: number;
  compare: { dir: string; shown: string; shots: Shot[] } | null;
  skinsDir: string;
  outDir: string;
  json: boolean;
}

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** A name that is not one of `valid`, said with the nearest one and the whole list. */
function unknownName(kind: string, name: string, where: string, valid: readonly string[]): string {
  const match = closestMatch(name, valid);
  return (
    `There is no ${kind} "${name}"${where}.${match ? ` Did you mean "${match}"?` : ''} ` +
    `The ${kind}s are: ${valid.join(', ')}.`
  );
}

/** `--viewports phone,tablet`: the names in the order given, each once. */
function nameList<T extends string>(
  option: string,
  text: string | undefined,
  kind: string,
  valid: readonly T[],
  fallback: readonly T[] | null,
): Checked<T[] | null> {
  if (text === undefined) return { ok: true, value: fallback && [...fallback] };
  const names = [
    ...new Set(
      text
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  if (names.length === 0) {
    return refuse(`${option} names no ${kind}. The ${kind}s are: ${valid.join(', ')}.`);
  }
  const unknown = names.find((name) => !(valid as readonly string[]).includes(name));
  if (unknown !== undefined) return refuse(unknownName(kind, unknown, ` (${option})`, valid));
  return { ok: true, value: names as T[] };
}

function parseThreshold(text: string | undefined): Checked<number> {
  if (text === undefined) return { ok: true, value: DEFAULT_THRESHOLD };
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1) {
    return refuse(
      `--threshold must be a ratio of differing pixels between 0 and 1, e.g. 0.001 (got "${text}").`,
    );
  }
  return { ok: true, value };
}

export async function planShots(
  ids: readonly string[],
  options: ShotsOptions,
  cwd: string,
): Promise<Checked<ShotsPlan>> {
  const skinsDir = path.resolve(cwd, options.skinsDir);
  const outDir = path.resolve(cwd, options.out);
  const known = await listSkinIds(skinsDir).catch(() => [] as string[]);
  if (known.length === 0) {
    return refuse(
      `There are no skins in ${options.skinsDir} (a skin is a folder with a skin.json).`,
    );
  }
  if (!options.all && ids.length === 0) {
    return refuse(`Name the skins to picture, or pass --all. The skins are: ${known.join(', ')}.`);
  }
  const unknownSkin = options.all ? undefined : ids.find((id) => !known.includes(id));
  if (unknownSkin !== undefined) {
    return refuse(unknownName('skin', unknownSkin, ` in ${options.skinsDir}`, known));
  }
  const viewports = nameList(
    '--viewports',
    options.viewports,
    'viewport',
    VIEWPORT_NAMES,
    DEFAULT_VIEWPORTS,
  );
  if (!viewports.ok) return viewports;
  const locales = nameList('--locales', options.locales, 'locale', LOCALES, LOCALES);
  if (!locales.ok) return locales;
  const pages = nameList('--pages', options.pages, 'page', SHOT_PAGE_IDS, null);
  if (!pages.ok) return pages;
  const threshold = parseThreshold(options.threshold);
  if (!threshold.ok) return threshold;

  let compare: ShotsPlan['compare'] = null;
  if (options.compare !== undefined) {
    const dir = path.resolve(cwd, options.compare);
    if (dir === outDir) {
      return refuse(
        `--compare ${options.compare} is the --out folder this run replaces: move the earlier run aside, or write this one to another --out.`,
      );
    }
    const earlier = await readManifest(dir, options.compare);
    if (!earlier.ok) return earlier;
    compare = { dir, shown: options.compare, shots: earlier.shots };
  }
  const inOut = await readdir(outDir).catch(() => [] as string[]);
  if (inOut.length > 0 && !inOut.includes(MANIFEST_FILE)) {
    return refuse(
      `--out ${options.out} holds files that are not shots (no ${MANIFEST_FILE}); a run replaces its --out whole, so name an empty or new folder.`,
    );
  }
  return {
    ok: true,
    value: {
      ids: options.all ? known : [...new Set(ids)],
      viewports: viewports.value!,
      locales: locales.value!,
      pages: pages.value,
      threshold: threshold.value,
      compare,
      skinsDir,
      outDir,
      json: Boolean(options.json),
    },
  };
}
