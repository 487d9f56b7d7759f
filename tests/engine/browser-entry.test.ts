import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = path.resolve(new URL('../../engine', import.meta.url).pathname);

/** Every module specifier reachable from a file of the engine, following relative imports. */
function reachableImports(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm,
    )) {
      const specifier = match[1];
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      const candidates = [`${base}.ts`, `${base}.js`, `${base}.json`, path.join(base, 'index.ts')];
      const found = candidates.find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (found && !found.endsWith('.json')) visit(found);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

describe('engine/index.ts, the browser entry', () => {
  it('does not reach ajv (its compiler), node:* or React', () => {
    const { packages } = reachableImports(path.join(ENGINE, 'index.ts'));
    expect(
      packages.filter(
        (name) =>
          name === 'ajv' ||
          name.startsWith('ajv/dist/2') ||
          name.startsWith('ajv/dist/core') ||
          name.startsWith('node:') ||
          name.startsWith('react'),
      ),
    ).toEqual([]);
  });

  it('does not reach the authoring validator, which engine/authoring.ts exports instead', () => {
    const { files } = reachableImports(path.join(ENGINE, 'index.ts'));
    expect(
      files
        .map((file) => path.relative(ENGINE, file))
        .filter((file) => file.includes('schema-validator') || file.includes('resolve-skin')),
    ).toEqual([]);
    expect(reachableImports(path.join(ENGINE, 'authoring.ts')).packages).toContain('ajv/dist/2020');
  });
});
