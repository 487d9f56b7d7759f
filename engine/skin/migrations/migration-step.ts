// One step of a skin file's migration from one schema version to the next. A step edits the text
// and never re-serialises the whole file: jsonc-parser finds where each value sits (and removes
// one), and a value is set or inserted as one small splice, laid out like its neighbours, so every
// line the step does not move keeps the operator's formatting and order.
import {
  applyEdits,
  findNodeAtLocation,
  modify,
  parseTree,
  type FormattingOptions,
  type JSONPath,
  type Node,
} from 'jsonc-parser';

export interface MigrationStep {
  from: number;
  to: number;
  /** What changed in the shape, in one sentence, for `skinforge migrate`'s output. */
  summary: string;
  /** The skin.json text at version `from` (parsed: `value`) → its text at version `to`. */
  migrate(text: string, value: Record<string, unknown>, formatting: FormattingOptions): string;
}

/**
 * Where a new property goes among its object's properties: right after the one named (first, for
 * null); at the end when not given or when that property is not there.
 */
export type Placement = { after: string | null } | undefined;

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;

const indentAt = (text: string, offset: number) =>
  /^[ \t]*/.exec(text.slice(lineStart(text, offset)))?.[0] ?? '';

const nodeAt = (text: string, path: JSONPath): Node | undefined => {
  const tree = parseTree(text);
  return tree && findNodeAtLocation(tree, path);
};

function insertionIndex(keys: readonly string[], placement: Placement): number {
  if (placement?.after === null) return 0;
  const index = placement ? keys.indexOf(placement.after) : -1;
  return index < 0 ? keys.length : index + 1;
}

/** A new property of the object `node`, on its own line(s) at its siblings' indentation. */
function insertProperty(
  text: string,
  node: Node,
  key: string,
  value: unknown,
  formatting: FormattingOptions,
  placement: Placement,
): string {
  const unit = formatting.insertSpaces ? ' '.repeat(formatting.tabSize ?? 2) : '\t';
  const eol = formatting.eol ?? '\n';
  const properties = node.children ?? [];
  const objectIndent = indentAt(text, node.offset);
  const indent = properties.length ? indentAt(text, properties[0].offset) : objectIndent + unit;
  const oneLine = !text.slice(node.offset, node.offset + node.length).includes('\n');
  const entry = `${JSON.stringify(key)}: ${
    oneLine && properties.length
      ? JSON.stringify(value)
      : JSON.stringify(value, null, unit)
          .split('\n')
          .join(eol + indent)
  }`;
  const splice = (at: number, inserted: string, removed = 0) =>
    `${text.slice(0, at)}${inserted}${text.slice(at + removed)}`;
  if (properties.length === 0) {
    return splice(node.offset, `{${eol}${indent}${entry}${eol}${objectIndent}}`, node.length);
  }
  const separator = oneLine ? ' ' : `${eol}${indent}`;
  const index = insertionIndex(
    properties.map((property) => String(property.children?.[0].value)),
    placement,
  );
  if (index === 0) return splice(properties[0].offset, `${entry},${separator}`);
  const previous = properties[index - 1];
  return splice(previous.offset + previous.length, `,${separator}${entry}`);
}

/**
 * Sets (or, with `undefined`, removes) the value at `path`, creating the objects above it that are
 * missing. A value already there is replaced character for character.
 */
export function editJson(
  text: string,
  path: JSONPath,
  value: unknown,
  formatting: FormattingOptions,
  placement?: Placement,
): string {
  const existing = nodeAt(text, path);
  if (value === undefined) {
    // Without formatting options jsonc-parser cuts exactly the property and its comma; with them
    // it would re-lay the neighbouring line too.
    return existing ? applyEdits(text, modify(text, path, undefined, {})) : text;
  }
  if (existing) {
    return `${text.slice(0, existing.offset)}${JSON.stringify(value)}${text.slice(existing.offset + existing.length)}`;
  }
  const parentPath = path.slice(0, -1);
  const key = String(path[path.length - 1]);
  const parent = nodeAt(text, parentPath);
  if (!parent) {
    return editJson(text, parentPath, { [key]: value }, formatting, placement);
  }
  return insertProperty(text, parent, key, value, formatting, placement);
}

/**
 * Moves the value at `from` to `to` as the operator wrote it: its own text, re-indented for its new
 * depth, rather than the value re-serialised (a one-line list stays one line).
 */
export function moveJson(
  text: string,
  from: JSONPath,
  to: JSONPath,
  formatting: FormattingOptions,
  placement?: Placement,
): string {
  const node = nodeAt(text, from);
  if (!node) return text;
  const written = text.slice(node.offset, node.offset + node.length);
  const oldIndent = indentAt(text, node.offset);
  const marker = JSON.stringify(`\u0000moved ${from.join('.')}\u0000`);
  const placed = editJson(
    editJson(text, from, undefined, formatting),
    to,
    JSON.parse(marker),
    formatting,
    placement,
  );
  const at = placed.indexOf(marker);
  const newIndent = indentAt(placed, at);
  const reindented = written
    .split('\n')
    .map((line, index) =>
      index > 0 && line.startsWith(oldIndent) ? newIndent + line.slice(oldIndent.length) : line,
    )
    .join('\n');
  return `${placed.slice(0, at)}${reindented}${placed.slice(at + marker.length)}`;
}

/** The file's own layout, so inserted lines look like their neighbours. */
export function formattingOf(text: string): FormattingOptions {
  const indent = /^([ \t]+)"/m.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}
