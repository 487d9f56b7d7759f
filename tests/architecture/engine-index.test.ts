// engine/index.ts is the engine's whole public surface, every export named (as TanStack Query's core
// index names its own): no `export *` hides what it offers, and no value an area exports for the
// app is forgotten there (a type that is, src's typecheck finds).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as engine from '../../engine';

const AREAS = ['agent', 'api', 'auth', 'lobby', 'member', 'money', 'shell'] as const;

describe('engine/index.ts', () => {
  it('names every export: no export *', () => {
    const source = readFileSync(new URL('../../engine/index.ts', import.meta.url), 'utf8');
    expect(source.match(/^export (type )?\*.*$/gm) ?? []).toEqual([]);
  });

  it('exports every value of the areas it gathers (engine/<area>/index.ts)', async () => {
    const missing: string[] = [];
    for (const area of AREAS) {
      const module = (await import(`../../engine/${area}/index.ts`)) as Record<string, unknown>;
      for (const name of Object.keys(module)) {
        if (!(name in engine)) missing.push(`${area}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
