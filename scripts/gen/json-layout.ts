// Lists written into a schema's JSON text, the text around them kept (jsonc-parser gives each
// list's offsets) and each laid out as prettier lays out JSON: on its key's line when it fits the
// print width, else one value a line, so a generated list passes `prettier --check`.
import { findNodeAtLocation, parseTree, type JSONPath } from 'jsonc-parser';

const PRINT_WIDTH = 100;

/** A list to write: where it is in the document, what it holds, and how to name it in an error. */
export interface JsonList {
  path: JSONPath;
  values: readonly unknown[];
  where: string;
}

function layout(values: readonly unknown[], key: string, indent: number, comma: boolean): string {
  const line = `[${values.map((value) => JSON.stringify(value)).join(', ')}]`;
  const width = indent + `${JSON.stringify(key)}: `.length + line.length + (comma ? 1 : 0);
  if (width <= PRINT_WIDTH) return line;
  const pad = ' '.repeat(indent + 2);
  return `[\n${values.map((value) => `${pad}${JSON.stringify(value)}`).join(',\n')}\n${' '.repeat(indent)}]`;
}

/** `text` with each list written at its path; a path with no value there is an error. */
export function withJsonLists(text: string, lists: readonly JsonList[]): string {
  const tree = parseTree(text);
  const edits = lists.map(({ path, values, where }) => {
    const current = tree && findNodeAtLocation(tree, path);
    if (!current?.parent) throw new Error(`${where} has no ${String(path.at(-1))} to write`);
    const lineStart = text.lastIndexOf('\n', current.parent.offset) + 1;
    const end = current.offset + current.length;
    const indent = current.parent.offset - lineStart;
    const comma = /^\s*,/.test(text.slice(end));
    return {
      offset: current.offset,
      end,
      content: layout(values, String(path.at(-1)), indent, comma),
    };
  });
  return edits
    .sort((a, b) => b.offset - a.offset)
    .reduce(
      (result, edit) => result.slice(0, edit.offset) + edit.content + result.slice(edit.end),
      text,
    );
}
