// A list whose default is every value its items allow (all ten categories, every member page) says
// so with `"x-default-all": true`, and `npm run gen` writes the `default` from the enum: a new value
// is added in one place, and editors still show the whole default. The text around it is kept
// and the list laid out as prettier lays out JSON (./json-layout.ts).
import type { JSONPath } from 'jsonc-parser';
import { withJsonLists } from './json-layout';
import type { Schema } from './schema-types';
import { enumValues, fileOf, type Documents } from './vocabulary';

export const EVERY_VALUE = 'x-default-all';

/** The JSON path of every node marked `x-default-all` in a document. */
function markedPaths(node: unknown, path: JSONPath = []): JSONPath[] {
  if (node === null || typeof node !== 'object') return [];
  const own = (node as Schema)[EVERY_VALUE] === true ? [path] : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, child]) =>
      key === 'default' || key === 'examples'
        ? []
        : markedPaths(child, [...path, Array.isArray(node) ? Number(key) : key]),
    ),
  ];
}

const nodeAt = (document: Schema, path: JSONPath): Schema =>
  path.reduce<Schema>((node, key) => (node as Record<string, Schema>)[key], document);

/** `text` (the file of `documentId`) with each marked default written from its items' enum. */
export function withEveryValueDefaults(
  text: string,
  documentId: string,
  documents: Documents,
): string {
  const document = documents.get(documentId)!;
  const lists = markedPaths(document).map((path) => {
    const where = `${fileOf(documentId)}#/${path.join('/')}`;
    const items = nodeAt(document, path).items as Schema | undefined;
    const values = items && enumValues(items, documentId, documents);
    if (!values) throw new Error(`${where} is marked ${EVERY_VALUE} but its items are no enum`);
    return { path: [...path, 'default'], values, where: `${where} (marked ${EVERY_VALUE})` };
  });
  return withJsonLists(text, lists);
}
