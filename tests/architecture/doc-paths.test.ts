// Every repository path the docs name exists: a reader who follows one must not find it moved. A
// path with a placeholder (`skins/<id>/`, `NNN_name.sql`, `catalogue/en/<area>.ts`) and the example
// skins of the guides (`skins/acme…`) are patterns, not files.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const ROOTS = 'engine|src|gateway|cli|loader|schemas|scripts|tests|bench|skins|templates|bin';
/** The gateway's README names its own files from gateway/ down. */
const GATEWAY_FOLDERS =
  'db|core|rules|crypto|events|dev|catalogue|members|seed|context|routes|server';

const DOCS: ReadonlyArray<{ file: string; base: string; folders: string }> = [
  { file: 'README.md', base: '', folders: ROOTS },
  { file: 'ARCHITECTURE.md', base: '', folders: ROOTS },
  { file: 'CONTRIBUTING.md', base: '', folders: ROOTS },
  { file: 'tests/e2e/README.md', base: '', folders: ROOTS },
  { file: 'gateway/README.md', base: '', folders: ROOTS },
  { file: 'gateway/README.md', base: 'gateway/', folders: GATEWAY_FOLDERS },
];

const isPattern = (path: string) => /[<>*{}]|NNN|^skins\/acme/.test(path);

/** The paths a doc names: `in backticks` or as a link target. */
function namedPaths(text: string, folders: string): string[] {
  const pattern = new RegExp(`[\`(](?:\\./)?((?:${folders})/[\\w./<>*{}-]*[\\w/])[\`)#:]`, 'g');
  return [...text.matchAll(pattern)].map(([, path]) => path);
}

describe('the paths the docs name', () => {
  it.each(DOCS)('exist, in $file from /$base', ({ file, base, folders }) => {
    const text = readFileSync(`${ROOT}${file}`, 'utf8');
    const missing = namedPaths(text, folders)
      .filter((path) => !isPattern(path))
      .filter((path) => !existsSync(`${ROOT}${base}${path}`));
    expect([...new Set(missing)]).toEqual([]);
  });
});
