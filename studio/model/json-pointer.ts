// JSON pointers (`/theme/tokens/dark/primary`, RFC 6901) over the editor's plain JSON documents:
// reading and writing without changing the document given, so every edit is a new document the
// undo history can keep.
import type { JsonObject, JsonValue } from '../api/wire';

export type PointerToken = string | number;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeToken = (token: PointerToken) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');

export function pointerOf(tokens: readonly PointerToken[]): string {
  return tokens.map((token) => `/${escapeToken(token)}`).join('');
}

export function tokensOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export const childPointer = (pointer: string, token: PointerToken) =>
  `${pointer}/${escapeToken(token)}`;

/**
 * What `document` holds at `tokens`. `blocked` says an array on the way ended the walk: an array
 * replaces its parents' whole (ARCHITECTURE.md, the merge), so no layer below may answer for it.
 */
export function lookUp(
  document: JsonValue | undefined,
  tokens: readonly string[],
): { found: true; value: JsonValue } | { found: false; blocked: boolean } {
  let current = document;
  for (const token of tokens) {
    if (Array.isArray(current)) {
      const index = Number(token);
      if (!Number.isInteger(index) || index < 0 || index >= current.length) {
        return { found: false, blocked: true };
      }
      current = current[index];
    } else if (isObject(current) && Object.hasOwn(current, token)) {
      current = current[token];
    } else {
      return { found: false, blocked: false };
    }
  }
  return current === undefined ? { found: false, blocked: false } : { found: true, value: current };
}

/** `document` with `value` at `tokens`, making the objects on the way. */
export function setAt(
  document: JsonValue | undefined,
  tokens: readonly string[],
  value: JsonValue,
): JsonValue {
  if (tokens.length === 0) return value;
  const [head, ...rest] = tokens as [string, ...string[]];
  if (Array.isArray(document)) {
    const copy = [...document];
    copy[Number(head)] = setAt(copy[Number(head)], rest, value);
    return copy;
  }
  const base = isObject(document) ? document : {};
  return { ...base, [head]: setAt(base[head], rest, value) };
}

/** `document` without what it holds at `tokens` (the same document when it holds nothing). */
export function removeAt(document: JsonValue, tokens: readonly string[]): JsonValue {
  const [head, ...rest] = tokens as [string, ...string[]];
  if (tokens.length === 0) return document;
  if (Array.isArray(document)) {
    const index = Number(head);
    if (!(index in document)) return document;
    if (rest.length === 0) return document.filter((_, at) => at !== index);
    return document.map((item, at) => (at === index ? removeAt(item, rest) : item));
  }
  if (!isObject(document) || !Object.hasOwn(document, head)) return document;
  if (rest.length === 0) {
    const { [head]: _removed, ...kept } = document;
    return kept;
  }
  return { ...document, [head]: removeAt(document[head]!, rest) };
}
