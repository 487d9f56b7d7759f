// engine/generated/ is written by `npm run gen` from the schemas and the feature registry, and
// committed: this is the one test that fails while any of its files is stale.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILES, staleFiles } from '../scripts/gen';

describe('engine/generated', () => {
  it('is exactly what `npm run gen` writes from the current schemas and registry', () => {
    const stale = staleFiles().map((file) => path.relative(process.cwd(), file));
    expect(stale, 'run `npm run gen` and commit engine/generated/').toEqual([]);
  });

  it('covers the vocabulary, the skin, effective-skin and action types, the validators and the feature table', () => {
    expect(GENERATED_FILES.map((file) => path.basename(file.path))).toEqual([
      'vocabulary.ts',
      'skin-types.ts',
      'effective-skin-types.ts',
      'action-types.ts',
      'validators.js',
      'validators.d.ts',
      'CONTRIBUTING.md',
    ]);
  });
});
