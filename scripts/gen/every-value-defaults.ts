// A list whose default is every value its items allow (all ten categories, every member page) says
// so with `"x-default-all": true`, and `npm run gen` writes the `default` from the enum: a new value
// is added in one place, and editors still show the whole default. The text around it is kept
// (jsonc-parser gives the default's offsets) and the list is laid out as prettier lays out JSON.
import { findNodeAtLocation, parseTree, type JSONPath } from 'jsonc-parser';
import type { Schema } from './schema-types';
import { enumValues, fileOf, type Documents } from './vocabulary';

export const EVERY_VALUE = 'x-default-all';
const PRINT_WIDTH = 100;

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

/** `["a", "b"]` on one line when it fits, else one value a line (prettier's JSON layout). */
function layout(values: readonly unknown[], indent: number, trailingComma: boolean): string {
  const line = `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;
  const width = indent + '"default": '.length + line.length + (trailingComma ? 1 : 0);
  if (width <= PRINT_WIDTH) return line;
  const pad = ' '.repeat(indent + 2);
  return `[\n${values.map((value) => `${pad}${JSON.stringify(value)}`).join(',\n')}\n${' '.repeat(indent)}]`;
}

/** `text` (the file of `documentId`) with each marked default written from its items' enum. */
export function withEveryValueDefaults(
  text: string,
  documentId: string,
  documents: Documents,
): string {
  const document = documents.get(documentId)!;
  const tree = parseTree(text);
  const edits = markedPaths(document).map((path) => {
    const where = `${fileOf(documentId)}#/${path.join('/')}`;
    const items = nodeAt(document, path).items as Schema | undefined;
    const values = items && enumValues(items, documentId, documents);
    if (!values) throw new Error(`${where} is marked ${EVERY_VALUE} but its items are no enum`);
    const current = tree && findNodeAtLocation(tree, [...path, 'default']);
    if (!current?.parent) throw new Error(`${where} is marked ${EVERY_VALUE} but has no default`);
    const lineStart = text.lastIndexOf('\n', current.parent.offset) + 1;
    const end = current.offset + current.length;
    const trailingComma = /^\s*,/.test(text.slice(end));
    return {
      offset: current.offset,
      end,
      content: layout(values, current.parent.offset - lineStart, trailingComma),
    };
  });
  return edits
    .sort((a, b) => b.offset - a.offset)
    .reduce(
      (result, edit) => result.slice(0, edit.offset) + edit.content + result.slice(edit.end),
      text,
    );
}
