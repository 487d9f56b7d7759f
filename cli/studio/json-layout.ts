// How the studio writes a JSON value into a skin file: the way Prettier lays out JSON (the
// repository's skins are Prettier's), so a value the studio writes reads like its neighbours and a
// formatter run afterwards changes nothing. An object or array goes on one line when it fits in
// the print width; an array of several objects (or arrays) of more than one entry always breaks;
// otherwise one entry a line, indented one step deeper.
import type { JsonObject, JsonValue } from '../../studio/api/wire';

export type { JsonObject, JsonValue };

export interface JsonStyle {
  /** Prettier's printWidth. */
  width: number;
  /** One indentation step (`  `). */
  unit: string;
  eol: string;
}

export const DEFAULT_JSON_STYLE: JsonStyle = { width: 100, unit: '  ', eol: '\n' };

/** Where a value starts: the indentation of its line, the column it starts at, what follows it. */
export interface JsonPlace {
  indent: string;
  column: number;
  /** Characters that follow the value on its line (a comma): they must fit too. */
  trailing: number;
  /** Break a non-empty object or array over lines even if it fits (Prettier keeps such objects). */
  expanded?: boolean;
}

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const entriesOf = (value: JsonObject | JsonValue[]): [string | null, JsonValue][] =>
  Array.isArray(value)
    ? value.map((item) => [null, item])
    : Object.entries(value).map(([key, item]) => [key, item]);

const sizeOf = (value: JsonValue) =>
  Array.isArray(value) ? value.length : isJsonObject(value) ? Object.keys(value).length : 0;

/** Prettier breaks an array of two or more objects or arrays that each hold more than one entry. */
function mustBreak(value: JsonValue): boolean {
  if (!Array.isArray(value) && !isJsonObject(value)) return false;
  if (
    Array.isArray(value) &&
    value.length > 1 &&
    value.every((item) => (Array.isArray(item) || isJsonObject(item)) && sizeOf(item) > 1)
  ) {
    return true;
  }
  return entriesOf(value).some(([, item]) => mustBreak(item));
}

function flat(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(flat).join(', ')}]`;
  if (isJsonObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${flat(item)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

export function renderJson(
  value: JsonValue,
  place: JsonPlace,
  style: JsonStyle = DEFAULT_JSON_STYLE,
): string {
  const oneLine = flat(value);
  const container = Array.isArray(value) || isJsonObject(value);
  if (
    !container ||
    sizeOf(value) === 0 ||
    (!place.expanded &&
      !mustBreak(value) &&
      place.column + oneLine.length + place.trailing <= style.width)
  ) {
    return oneLine;
  }
  const inner = place.indent + style.unit;
  const entries = entriesOf(value as JsonObject | JsonValue[]);
  const lines = entries.map(([key, item], index) => {
    const prefix = key === null ? '' : `${JSON.stringify(key)}: `;
    const trailing = index < entries.length - 1 ? 1 : 0;
    const itemPlace = { indent: inner, column: inner.length + prefix.length, trailing };
    return `${inner}${prefix}${renderJson(item, itemPlace, style)}`;
  });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}${style.eol}${lines.join(`,${style.eol}`)}${style.eol}${place.indent}${close}`;
}

/** A whole new file: an object broken over lines (as Prettier keeps one that starts so). */
export function renderJsonFile(value: JsonObject, style: JsonStyle = DEFAULT_JSON_STYLE): string {
  const place = { indent: '', column: 0, trailing: 0, expanded: true };
  return `${renderJson(value, place, style)}${style.eol}`;
}
