// What a child skin's editor shows beside its own values: each parent's own documents (what it
// sets, so the editor can say a value is inherited and from which skin) and the images every skin
// of the chain holds (a child may use its parents' pictures without copying them).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES } from '../../engine/authoring';
import type { ParentLayer } from '../../studio/api/wire';
import { isJsonObject, type JsonObject } from './json-layout';

const IMAGE = /\.(?:svg|png|jpe?g|webp|gif|ico)$/;

/** A file's JSON object, or nothing (the load reports a parent that does not parse). */
async function readObject(file: string): Promise<JsonObject | undefined> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The parents' own documents, nearest first (`lineage` without the skin itself). */
export async function parentLayers(
  skinsDir: string,
  parents: readonly string[],
): Promise<ParentLayer[]> {
  return Promise.all(
    parents.map(async (id) => {
      const dir = path.join(skinsDir, id);
      const dictionaries: ParentLayer['dictionaries'] = {};
      for (const locale of LOCALES) {
        const dictionary = await readObject(path.join(dir, 'i18n', `${locale}.json`));
        if (dictionary) dictionaries[locale] = dictionary;
      }
      return { id, skin: (await readObject(path.join(dir, 'skin.json'))) ?? {}, dictionaries };
    }),
  );
}

/** The images under assets/ of every skin of the chain, as a skin names them, sorted. */
export async function chainAssets(skinsDir: string, lineage: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    lineage.map(async (id) => {
      const dir = path.join(skinsDir, id, 'assets');
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile() && IMAGE.test(entry.name))
        .map((entry) =>
          [
            'assets',
            ...path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep),
          ].join('/'),
        );
    }),
  );
  return [...new Set(found.flat())].sort();
}
