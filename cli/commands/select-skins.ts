// Which skins a command works on: the ids named, or every skin with --all; an unknown id is
// refused up front with a did-you-mean, before anything is read or written.
import path from 'node:path';
import { closestMatch } from '../../engine';
import type { CliIo } from '../io';

export function resolveSkinsDir(io: CliIo, skinsDir: string): string {
  return path.resolve(io.cwd, skinsDir);
}

export function selectSkins(
  ids: readonly string[],
  options: { all?: boolean; skinsDir: string },
  known: readonly string[],
): { ok: true; ids: string[] } | { ok: false; message: string } {
  if (options.all) {
    return known.length
      ? { ok: true, ids: [...known] }
      : {
          ok: false,
          message: `No skins in ${options.skinsDir} (a skin is a folder with a skin.json).`,
        };
  }
  if (ids.length === 0) return { ok: false, message: 'Name the skins to work on, or pass --all.' };
  const unknown = ids.find((id) => !known.includes(id));
  if (unknown !== undefined) {
    return { ok: false, message: unknownSkinMessage(unknown, options.skinsDir, known) };
  }
  return { ok: true, ids: [...new Set(ids)] };
}

export function unknownSkinMessage(id: string, skinsDir: string, known: readonly string[]): string {
  const match = closestMatch(id, known);
  const hint = match
    ? ` Did you mean "${match}"?`
    : known.length
      ? ` The skins are: ${known.join(', ')}.`
      : '';
  return `There is no skin "${id}" in ${skinsDir}.${hint}`;
}
