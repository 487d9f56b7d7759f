// The enums of schemas/defs.schema.json whose values are the keys of an engine table: a member page
// is a row of engine/site/pages.ts (MEMBER_PAGE_ROWS), a game category a row of
// engine/site/category-pages.ts (CATEGORY_PAGE_KINDS). `npm run gen` writes each enum from its
// table's keys, in the table's order, so an id is written once, in its row; the vocabulary, types,
// validators and every-value defaults are then generated from the schema as usual. Each table
// `satisfies Record<…>` of the generated union, so a row added without `npm run gen` does not
// compile, and tests/generated.test.ts names the stale schema.
import { CATEGORY_PAGE_KINDS, MEMBER_PAGE_ROWS } from '../../engine';
import type { JsonList } from './json-layout';
import type { Schema } from './schema-types';
import { DEFS_ID, type Documents } from './vocabulary';

interface TableEnum {
  /** The definition of defs.schema.json's `$defs` the table writes. */
  definition: string;
  /** The table, as a reader finds it. */
  table: string;
  values: readonly string[];
}

export const TABLE_ENUMS: readonly TableEnum[] = [
  {
    definition: 'category',
    table: 'engine/site/category-pages.ts CATEGORY_PAGE_KINDS',
    values: Object.keys(CATEGORY_PAGE_KINDS),
  },
  {
    definition: 'memberPage',
    table: 'engine/site/pages.ts MEMBER_PAGE_ROWS',
    values: Object.keys(MEMBER_PAGE_ROWS),
  },
];

const where = (definition: string) => `defs.schema.json#/$defs/${definition}`;

/** The schemas with defs.schema.json's table enums as the tables have them. */
export function withTableEnumDocuments(documents: Documents): Documents {
  const defs = structuredClone(documents.get(DEFS_ID)!);
  const definitions = (defs.$defs ?? {}) as Record<string, Schema>;
  for (const { definition, table, values } of TABLE_ENUMS) {
    if (!Array.isArray(definitions[definition]?.enum)) {
      throw new Error(`${where(definition)} must be an enum, written from ${table} (it has none)`);
    }
    definitions[definition].enum = [...values];
    // Its `$comment` (where the values are written) is for the schema's readers: the standalone
    // validators embed the definition, and the browser needs no note.
    delete definitions[definition].$comment;
  }
  return new Map([...documents, [DEFS_ID, defs]]);
}

/** The lists to write into defs.schema.json's text (./json-layout.ts). */
export const TABLE_ENUM_LISTS: readonly JsonList[] = TABLE_ENUMS.map(
  ({ definition, table, values }) => ({
    path: ['$defs', definition, 'enum'],
    values,
    where: `${where(definition)} (written from ${table})`,
  }),
);
