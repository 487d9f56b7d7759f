import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  GENERATED_DECLARATIONS,
  GENERATED_VALIDATORS,
  generateDeclarationsSource,
  generateValidatorsSource,
} from '../../scripts/gen-validators';

describe('engine/generated/validators', () => {
  it('is exactly what `npm run gen:validators` writes from the current schemas', async () => {
    expect(await readFile(GENERATED_VALIDATORS, 'utf8')).toBe(generateValidatorsSource());
    expect(await readFile(GENERATED_DECLARATIONS, 'utf8')).toBe(generateDeclarationsSource());
  });

  it('needs no ajv compiler and no CommonJS require at run time', async () => {
    const source = await readFile(GENERATED_VALIDATORS, 'utf8');
    expect(source).not.toMatch(/\brequire\(/);
    expect(source).not.toMatch(/new Function|\beval\(/);
    expect(source).toContain('export const validateModuleTree = ');
  });
});
