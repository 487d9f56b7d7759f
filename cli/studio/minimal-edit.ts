// A skin file saved by the studio changes only where the operator changed a value: the new text is
// the file's own text with edits at those values (jsonc-parser finds them), so its order, its
// layout and every value around them stay as they were, and `git diff` shows the edit and nothing
// else. Each pass finds the first difference in document order and edits it, until none is left.
// Inside a line that holds a whole object or array, the line is written anew (it is one line of
// the diff either way), so Prettier's choice between one line and several is made again.
import {
  applyEdits,
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  type Edit,
  type JSONPath,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import {
  DEFAULT_JSON_STYLE,
  isJsonObject,
  renderJson,
  type JsonObject,
  type JsonPlace,
  type JsonStyle,
  type JsonValue,
} from './json-layout';

type Step =
  | { kind: 'replace'; path: JSONPath; value: JsonValue }
  | { kind: 'insert'; path: JSONPath; value: JsonValue }
  | { kind: 'remove'; path: JSONPath };

/** Equal as JSON: the order of an object's keys does not matter. */
export function sameJson(one: unknown, other: unknown): boolean {
  if (Array.isArray(one) || Array.isArray(other)) {
    return (
      Array.isArray(one) &&
      Array.isArray(other) &&
      one.length === other.length &&
      one.every((item, index) => sameJson(item, other[index]))
    );
  }
  if (isJsonObject(one) && isJsonObject(other)) {
    const keys = Object.keys(one);
    return (
      keys.length === Object.keys(other).length &&
      keys.every((key) => Object.hasOwn(other, key) && sameJson(one[key], other[key]))
    );
  }
  return one === other;
}

/** The file's own indentation and line ends, Prettier's width. */
function styleOf(text: string): JsonStyle {
  return {
    width: DEFAULT_JSON_STYLE.width,
    unit: /\n([ \t]+)\S/.exec(text)?.[1] ?? DEFAULT_JSON_STYLE.unit,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

const isContainer = (value: unknown) => Array.isArray(value) || isJsonObject(value);
const onOneLine = (node: Node, text: string) =>
  !text.slice(node.offset, node.offset + node.length).includes('\n');

/**
 * Whether Prettier would put an array now on one line: it was broken over lines, each of its
 * entries sits on one line (an object broken over lines keeps it broken), and it now fits.
 */
function joins(node: Node, after: JsonValue[], text: string, style: JsonStyle): boolean {
  if (!(node.children ?? []).every((child) => onOneLine(child, text))) return false;
  return !renderJson(after, placeOf(node, text), style).includes('\n');
}

function firstDifference(
  node: Node,
  after: JsonValue,
  path: JSONPath,
  text: string,
  style: JsonStyle,
): Step | undefined {
  const before = getNodeValue(node) as JsonValue;
  if (sameJson(before, after)) return undefined;
  const replace: Step = { kind: 'replace', path, value: after };
  if (isContainer(before) && onOneLine(node, text)) return replace;
  if (node.type === 'object' && isJsonObject(after)) {
    const present = new Set<string>();
    for (const [keyNode, valueNode] of (node.children ?? []).map(
      (property) => property.children!,
    )) {
      const key = keyNode!.value as string;
      present.add(key);
      if (!Object.hasOwn(after, key)) return { kind: 'remove', path: [...path, key] };
      const found = firstDifference(valueNode!, after[key]!, [...path, key], text, style);
      if (found) return found;
    }
    const added = Object.keys(after).find((key) => !present.has(key));
    return added === undefined
      ? undefined
      : { kind: 'insert', path: [...path, added], value: after[added]! };
  }
  if (node.type === 'array' && Array.isArray(after)) {
    const items = before as JsonValue[];
    // A list of plain values is laid out whole (one line when it fits), as Prettier does, and so
    // is one that now fits on a line.
    if (![...items, ...after].some(isContainer) || joins(node, after, text, style)) return replace;
    const children = node.children ?? [];
    if (items.length === after.length) {
      for (const [index, child] of children.entries()) {
        const found = firstDifference(child, after[index]!, [...path, index], text, style);
        if (found) return found;
      }
      return undefined;
    }
    // Entries added or removed: the ones before and after them stay as they are.
    let start = 0;
    while (start < Math.min(items.length, after.length) && sameJson(items[start], after[start])) {
      start += 1;
    }
    let end = 0;
    while (
      end < Math.min(items.length, after.length) - start &&
      sameJson(items[items.length - 1 - end], after[after.length - 1 - end])
    ) {
      end += 1;
    }
    return items.length - start - end > 0
      ? { kind: 'remove', path: [...path, start] }
      : { kind: 'insert', path: [...path, start], value: after[start]! };
  }
  return replace;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function placeOf(node: Node, text: string): JsonPlace {
  const start = lineStart(text, node.offset);
  const indent = /^[ \t]*/.exec(text.slice(start))![0];
  const rest = text.slice(node.offset + node.length);
  return { indent, column: node.offset - start, trailing: /^\s*,/.test(rest) ? 1 : 0 };
}

/** The node that holds an entry: the property of an object's value, the item of an array's. */
const entryOf = (valueNode: Node) =>
  valueNode.parent?.type === 'property' ? valueNode.parent : valueNode;

function removal(entry: Node, container: Node): Edit {
  const siblings = container.children ?? [];
  const index = siblings.indexOf(entry);
  if (siblings.length === 1) {
    return {
      offset: container.offset,
      length: container.length,
      content: container.type === 'object' ? '{}' : '[]',
    };
  }
  // Take the comma before it, or after it when it is first, with the line break it sits on.
  const end = (node: Node) => node.offset + node.length;
  if (index > 0) {
    const previous = siblings[index - 1]!;
    return { offset: end(previous), length: end(entry) - end(previous), content: '' };
  }
  const next = siblings[1]!;
  return { offset: entry.offset, length: next.offset - entry.offset, content: '' };
}

function insertion(
  step: Step & { kind: 'insert' },
  container: Node,
  text: string,
  style: JsonStyle,
): Edit {
  const siblings = container.children ?? [];
  const key = step.path[step.path.length - 1]!;
  const index = typeof key === 'number' ? key : siblings.length;
  const indent = placeOf(siblings[0]!, text).indent;
  const prefix = typeof key === 'number' ? '' : `${JSON.stringify(key)}: `;
  const last = index >= siblings.length;
  const place = { indent, column: indent.length + prefix.length, trailing: last ? 0 : 1 };
  const entry = `${prefix}${renderJson(step.value, place, style)}`;
  if (last) {
    const previous = siblings[siblings.length - 1]!;
    return {
      offset: previous.offset + previous.length,
      length: 0,
      content: `,${style.eol}${indent}${entry}`,
    };
  }
  return { offset: siblings[index]!.offset, length: 0, content: `${entry},${style.eol}${indent}` };
}

function editOf(root: Node, step: Step, text: string, style: JsonStyle): Edit {
  if (step.kind === 'insert') {
    const container = findNodeAtLocation(root, step.path.slice(0, -1))!;
    return insertion(step, container, text, style);
  }
  const node = step.path.length === 0 ? root : findNodeAtLocation(root, step.path)!;
  if (step.kind === 'remove') {
    const entry = entryOf(node);
    return removal(entry, entry.parent!);
  }
  return {
    offset: node.offset,
    length: node.length,
    content: renderJson(step.value, placeOf(node, text), style),
  };
}

/**
 * `text` (a JSON object) edited so that it holds `after`, changing only the values that differ.
 * Throws when `text` is not a JSON object: the caller reports it before anything is written.
 */
export function editJsonText(text: string, after: JsonObject, file = 'the file'): string {
  const style = styleOf(text);
  let current = text;
  // Each pass settles one difference; a file has far fewer values than this.
  for (let pass = 0; pass < 100_000; pass += 1) {
    const errors: ParseError[] = [];
    const root = parseTree(current, errors, { disallowComments: true });
    if (root?.type !== 'object' || errors.length > 0) {
      throw new Error(
        `${file} must hold a JSON object to be edited (got ${root?.type ?? 'no JSON'}).`,
      );
    }
    const step = firstDifference(root, after, [], current, style);
    if (!step) return current;
    current = applyEdits(current, [editOf(root, step, current, style)]);
  }
  throw new Error(`${file}: the edit did not settle; nothing was written.`);
}
