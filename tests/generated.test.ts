// engine/generated/ is written by `npm run gen` from the schemas and the feature registry, and
// committed: this is the one test that fails while any of its files is stale.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORY_PAGE_KINDS, MEMBER_PAGE_ROWS } from '../engine';
import { GENERATED_FILES, staleFiles } from '../scripts/gen';
import { withJsonLists } from '../scripts/gen/json-layout';
import { TABLE_ENUM_LISTS } from '../scripts/gen/table-enums';

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

describe('the enums the engine’s tables write into schemas/defs.schema.json', () => {
  it('are the keys of the member page and category tables, in the tables’ order', () => {
    const defs = JSON.parse(readFileSync('schemas/defs.schema.json', 'utf8')) as {
      $defs: Record<string, { enum: string[] }>;
    };
    expect(defs.$defs.memberPage.enum).toEqual(Object.keys(MEMBER_PAGE_ROWS));
    expect(defs.$defs.category.enum).toEqual(Object.keys(CATEGORY_PAGE_KINDS));
    expect(TABLE_ENUM_LISTS.map((list) => list.path.join('/'))).toEqual([
      '$defs/category/enum',
      '$defs/memberPage/enum',
    ]);
  });

  it('write a list as prettier lays out JSON, the text around it kept', () => {
    const text = '{\n  "a": {\n    "enum": ["x"],\n    "type": "string"\n  }\n}\n';
    const short = withJsonLists(text, [{ path: ['a', 'enum'], values: ['x', 'y'], where: 'a' }]);
    expect(short).toBe('{\n  "a": {\n    "enum": ["x", "y"],\n    "type": "string"\n  }\n}\n');
    const many = Array.from({ length: 12 }, (_, index) => `page${index}`);
    const long = withJsonLists(text, [{ path: ['a', 'enum'], values: many, where: 'a' }]);
    expect(long.split('\n').slice(2, 5)).toEqual([
      '    "enum": [',
      '      "page0",',
      '      "page1",',
    ]);
    expect(long).toContain('      "page11"\n    ],\n    "type": "string"');
  });

  it('say which list has no place in the text', () => {
    expect(() =>
      withJsonLists('{ "$defs": {} }', [
        {
          path: ['$defs', 'memberPage', 'enum'],
          values: [],
          where: 'defs.schema.json#/$defs/memberPage',
        },
      ]),
    ).toThrow('defs.schema.json#/$defs/memberPage has no enum to write');
  });
});
