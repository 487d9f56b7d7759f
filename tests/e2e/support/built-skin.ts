// What the page under test was built from, read back from the build output itself (the skin inlined
// in index.html and the emitted dictionaries), so assertions compare against exactly what was
// served.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale, ResolvedSkin } from '../../../engine';
import { E2E_OUT_DIR, PROJECT_ROOT } from './e2e-skins';

export function builtSkinDir(id: string): string {
  return path.resolve(PROJECT_ROOT, E2E_OUT_DIR, id);
}

export async function readBuiltSkin(id: string): Promise<ResolvedSkin> {
  const html = await readFile(path.join(builtSkinDir(id), 'index.html'), 'utf8');
  const data = /<script id="skin-data" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
  if (!data) {
    throw new Error(
      `${builtSkinDir(id)}/index.html has no inlined skin: run \`npx skinforge build ${id}\` first.`,
    );
  }
  return JSON.parse(data) as ResolvedSkin;
}

export async function readBuiltDictionary(
  id: string,
  locale: Locale,
): Promise<Record<string, string>> {
  return JSON.parse(
    await readFile(path.join(builtSkinDir(id), 'i18n', `${locale}.json`), 'utf8'),
  ) as Record<string, string>;
}
