// Gateway routes declare and delegate: a statement lives in gateway/store/ (or gateway/members/
// for a money move with its rules), so no file under gateway/routes/ calls the store itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../../', import.meta.url));
const routes = join(repository, 'gateway', 'routes');

/** A store call: `.query(`, `.query<…>(`, `.durable(`, `.durable<…>(` or the paging helper. */
const STORE_CALL = /\.(query|durable)\s*[<(]|\bpagedQuery\b/;

/** `file:line: text` for every line of `source` that calls the store. */
function storeCalls(file: string, source: string): string[] {
  return source
    .split('\n')
    .flatMap((text, index) =>
      STORE_CALL.test(text) ? [`${file}:${index + 1}: ${text.trim()}`] : [],
    );
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('gateway routes', () => {
  it('call no store method: their SQL lives in gateway/store/ or gateway/members/', () => {
    const files = sourceFiles(routes);
    expect(files.length).toBeGreaterThan(0);
    const calls = files.flatMap((file) =>
      storeCalls(relative(repository, file), readFileSync(file, 'utf8')),
    );
    expect(calls).toEqual([]);
  });

  it('reports each kind of store call with its file and line', () => {
    const source = [
      "const rows = await db.query('SELECT 1');",
      'const [row] = await tx.query<{ id: number }>(',
      'await deps.db.durable<{ id: number }>(sql, []);',
      'const page = await pagedQuery<Row>(db, sql, [], page);',
      'const value = request.query;',
    ].join('\n');
    expect(storeCalls('gateway/routes/example.ts', source)).toEqual([
      "gateway/routes/example.ts:1: const rows = await db.query('SELECT 1');",
      'gateway/routes/example.ts:2: const [row] = await tx.query<{ id: number }>(',
      'gateway/routes/example.ts:3: await deps.db.durable<{ id: number }>(sql, []);',
      'gateway/routes/example.ts:4: const page = await pagedQuery<Row>(db, sql, [], page);',
    ]);
  });
});
