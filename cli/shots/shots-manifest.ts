// What a run of `skinforge shots` leaves in `--out`: `<skin>/<locale>/<viewport>/<page>.png` per
// shot, `shots.json` (an array of Shot) and `index.html`, the contact sheet. `--compare` reads an
// earlier run's shots.json to find each shot's counterpart.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '../../engine';
import type { ViewportName } from './viewports';

export const MANIFEST_FILE = 'shots.json';
export const SHEET_FILE = 'index.html';

export interface ShotDiff {
  /** Same: within `--threshold`; changed: beyond it; new: the earlier run has no such shot. */
  status: 'same' | 'changed' | 'new';
  /** Pixels that differ (pixelmatch), and their share of the larger of the two pictures. */
  pixels?: number;
  ratio?: number;
  /** The diff image beside the shot, when any pixel differs (relative to `--out`). */
  file?: string;
}

export interface Shot {
  skin: string;
  locale: Locale;
  viewport: ViewportName;
  /** The page's id (cli/shots/shot-pages.ts). */
  page: string;
  /** The picture, relative to `--out`, with forward slashes. */
  file: string;
  width: number;
  height: number;
  /** The page (or its open dialog) scrolls sideways at this screen's width. */
  overflowX: boolean;
  diff?: ShotDiff;
}

export type ShotPlace = Pick<Shot, 'skin' | 'locale' | 'viewport' | 'page'>;

export const shotKey = (shot: ShotPlace): string =>
  `${shot.skin} ${shot.locale} ${shot.viewport} ${shot.page}`;

export const shotFile = (shot: ShotPlace): string =>
  path.posix.join(shot.skin, shot.locale, shot.viewport, `${shot.page}.png`);

export const diffFile = (file: string): string => file.replace(/\.png$/, '.diff.png');

/** An earlier run's shots, or why there are none to compare with. */
export async function readManifest(
  dir: string,
  shown: string,
): Promise<{ ok: true; shots: Shot[] } | { ok: false; message: string }> {
  const file = path.join(dir, MANIFEST_FILE);
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) {
    return {
      ok: false,
      message: `--compare ${shown} has no ${MANIFEST_FILE}: name the --out folder of an earlier \`skinforge shots\` run.`,
    };
  }
  let shots: unknown;
  try {
    shots = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      message: `${path.join(shown, MANIFEST_FILE)} is not valid JSON: ${(error as Error).message}.`,
    };
  }
  const valid =
    Array.isArray(shots) &&
    shots.every(
      (shot: Partial<Shot> | null) =>
        typeof shot?.skin === 'string' &&
        typeof shot.locale === 'string' &&
        typeof shot.viewport === 'string' &&
        typeof shot.page === 'string' &&
        typeof shot.file === 'string',
    );
  if (!valid) {
    return {
      ok: false,
      message: `${path.join(shown, MANIFEST_FILE)} is not a shots manifest: expected an array of { skin, locale, viewport, page, file, … }.`,
    };
  }
  return { ok: true, shots: shots as Shot[] };
}
