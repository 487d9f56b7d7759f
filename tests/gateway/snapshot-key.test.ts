// The seed snapshot's cache key (gateway/db/snapshot-cache.ts) must change with anything the seeded
// data depends on, or an edit there would reuse a stale seeded database. Its files come from the
// seed's own imports; TypeScript's view of the same program is the independent check.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { seedSourceFiles } from '../../gateway/db/snapshot-cache';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** Every project file TypeScript reaches from the migrations and the seed. */
function compilerView(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  )!;
  const program = ts.createProgram(
    ['gateway/db/migrate.ts', 'gateway/seed/seed-database.ts'].map((file) => path.join(ROOT, file)),
    { ...config.options, types: [], noEmit: true },
  );
  return program
    .getSourceFiles()
    .map((source) => relative(source.fileName))
    .filter((file) => !file.startsWith('node_modules/') && !file.startsWith('..'));
}

describe('the seed snapshot’s cache key', () => {
  it('covers every file the seed and the migrations import, as the compiler sees them', () => {
    const keyed = new Set(seedSourceFiles().map(relative));
    expect(compilerView().filter((file) => !keyed.has(file))).toEqual([]);
  });

  it('covers the migrations’ SQL, which they read rather than import', () => {
    const keyed = seedSourceFiles().map(relative);
    expect(
      keyed.filter((file) => file.startsWith('gateway/db/migrations/')).length,
    ).toBeGreaterThan(0);
    expect(keyed).toEqual(expect.arrayContaining(['gateway/seed/seed-database.ts']));
  });
});
