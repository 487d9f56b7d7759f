// The files a module reaches through its relative imports (static, re-exports, type-only and
// dynamic), itself included: what a result computed by that module depends on. The seed snapshot's
// cache key reads it (./snapshot-cache.ts), so an edit anywhere the seed reaches makes a new key.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SPECIFIERS = [
  /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** How an extensionless specifier may resolve; a JavaScript module counts with its declarations. */
const CANDIDATES = ['', '.ts', '.tsx', '.js', '.d.ts', '/index.ts'];

function resolve(from: string, specifier: string): string[] {
  if (!specifier.startsWith('.')) return [];
  const base = path.resolve(path.dirname(from), specifier);
  return CANDIDATES.map((suffix) => base + suffix).filter(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** Every file reached from `entries` (absolute paths), sorted. */
export function importGraph(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(tsx?|js)$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const pattern of SPECIFIERS) {
      for (const [, specifier] of source.matchAll(pattern)) {
        for (const target of resolve(file, specifier)) {
          if (!seen.has(target)) pending.push(target);
        }
      }
    }
  }
  return [...seen].sort();
}
