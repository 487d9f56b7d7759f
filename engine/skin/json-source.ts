// JSON that remembers where every value came from, so an issue found at a JSON pointer can name
// `file:line:col` in the text the operator wrote. JSON.parse gives no positions; jsonc-parser's
// visitor (browser-safe, the parser VS Code's JSON support runs on) gives each value's offset, and
// this file builds the value, the positions by pointer and a sentence for the first syntax error.
// Strict JSON (RFC 8259): comments and trailing commas are errors. Keys such as `__proto__` become
// own data properties, never prototypes.
import { printParseErrorCode, visit, type ParseErrorCode } from 'jsonc-parser';
import { joinPointer } from '../schema/json-pointer';

export interface SourcePosition {
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units. */
  column: number;
}

export interface SourceLocation {
  /** Where the value starts. */
  value: SourcePosition;
  /** Where the member's key starts (object members only). */
  key?: SourcePosition;
}

export type SourceMap = ReadonlyMap<string, SourceLocation>;

export type ParsedJson =
  | {
      ok: true;
      value: unknown;
      locations: SourceMap;
      duplicateKeys: Array<{ pointer: string; position: SourcePosition }>;
    }
  | { ok: false; error: { message: string; position: SourcePosition } };

const MAX_DEPTH = 200;

/** An object or array being filled, with where the next value goes. */
interface Open {
  value: Record<string, unknown> | unknown[];
  pointer: string;
  key?: { name: string; offset: number };
  /** In an object: whether the last separator was a comma (a key comes next), not a colon. */
  afterComma?: boolean;
}

function positions(text: string): (offset: number) => SourcePosition {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low] + 1 };
  };
}

/** The character at `offset`, as a message quotes it. */
function found(text: string, offset: number): string {
  const char = text[offset];
  if (char === undefined) return 'the end of the file';
  return char === "'" ? '"\'"' : `'${char}'`;
}

const SIMPLE_ESCAPES = '"\\/bfnrt';

/**
 * What is wrong with the string that starts at `start`, and where: read as RFC 8259 reads it (a
 * line break inside a string is a control character there, not its end).
 */
function stringProblem(text: string, start: number): { message: string; offset: number } {
  for (let offset = start + 1; offset < text.length; offset += 1) {
    const char = text[offset];
    if (char === '"') break;
    if (char < ' ') {
      return { message: 'has a control character inside a string (escape it, e.g. \\n)', offset };
    }
    if (char !== '\\') continue;
    const code = text[offset + 1] ?? '';
    if (code === 'u') {
      if (!/^[0-9a-fA-F]{4}$/.test(text.slice(offset + 2, offset + 6))) {
        return { message: 'has an invalid \\u escape (expected four hex digits)', offset };
      }
      offset += 5;
    } else if (code && SIMPLE_ESCAPES.includes(code)) {
      offset += 1;
    } else {
      return { message: `has an invalid escape "\\${code}" in a string`, offset };
    }
  }
  return { message: 'has a string that is never closed', offset: start };
}

/** Where the parser stood when it failed: what it was reading, and what it had read of it. */
type Context =
  | { in: 'value' | 'end' }
  | { in: 'object'; awaitingKey: boolean; empty: boolean }
  | { in: 'array'; empty: boolean };

/** The sentence (and the place) for jsonc-parser's error `code` at `offset`. */
function describeError(
  text: string,
  code: ParseErrorCode,
  offset: number,
  context: Context,
): { message: string; offset: number } {
  const here = found(text, offset);
  const at = (message: string) => ({ message, offset });
  if (context.in === 'end') return at(`unexpected ${here} after the end of the JSON value`);
  const name = printParseErrorCode(code);
  if (name === 'UnexpectedEndOfString' || (name.startsWith('Invalid') && text[offset] === '"')) {
    return stringProblem(text, offset);
  }
  if (name === 'InvalidCommentToken' || name === 'UnexpectedEndOfComment') {
    return at('has a comment, which JSON does not allow');
  }
  const numberLike = /^[-0-9]$/.test(text[offset] ?? '');
  if (numberLike && !/Expected$/.test(name)) return at(`has an invalid number near ${here}`);
  if (context.in === 'object' && (context.awaitingKey || name === 'PropertyNameExpected')) {
    if (!(context.empty && here === "'}'")) {
      return at(`expected a property name in double quotes but found ${here}`);
    }
  }
  switch (name) {
    case 'ColonExpected':
      return at(`expected ':' after the property name but found ${here}`);
    case 'CommaExpected':
    case 'CloseBraceExpected':
    case 'CloseBracketExpected':
      if (context.in === 'array' && context.empty) {
        return at(`expected a JSON value but found ${here}`);
      }
      return at(`expected ',' or '${context.in === 'array' ? ']' : '}'}' but found ${here}`);
    default:
      return at(`expected a JSON value but found ${here}`);
  }
}

export function parseJsonSource(text: string): ParsedJson {
  const positionOf = positions(text);
  const locations = new Map<string, SourceLocation>();
  const duplicateKeys: Array<{ pointer: string; position: SourcePosition }> = [];
  const open: Open[] = [];
  let root: unknown;
  let done = false;
  let error: { message: string; offset: number } | undefined;

  /** Puts a value where it belongs and records where it starts; its pointer. */
  const place = (value: unknown, offset: number): string => {
    const parent = open.at(-1);
    let pointer = '';
    let keyOffset: number | undefined;
    if (!parent) {
      root = value;
    } else if (Array.isArray(parent.value)) {
      pointer = joinPointer(parent.pointer, parent.value.length);
      parent.value.push(value);
    } else if (parent.key) {
      pointer = joinPointer(parent.pointer, parent.key.name);
      keyOffset = parent.key.offset;
      // defineProperty, not assignment: a "__proto__" key must stay data, never a prototype.
      Object.defineProperty(parent.value, parent.key.name, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      parent.key = undefined;
    }
    if (keyOffset !== undefined && locations.has(pointer)) {
      duplicateKeys.push({ pointer, position: positionOf(keyOffset) });
    }
    locations.set(pointer, {
      value: positionOf(offset),
      ...(keyOffset === undefined ? {} : { key: positionOf(keyOffset) }),
    });
    return pointer;
  };
  const begin = (value: Record<string, unknown> | unknown[], offset: number) => {
    if (error) return false;
    if (open.length >= MAX_DEPTH) {
      error = { message: 'is nested too deeply', offset };
      return false;
    }
    open.push({ value, pointer: place(value, offset) });
    return true;
  };
  // jsonc-parser ends an object or array it could not close too, before it says so: only a real
  // bracket closes one, so the error that follows is read inside it.
  const end = (_offset: number, length: number) => {
    if (length === 0) return;
    open.pop();
    if (open.length === 0) done = true;
  };
  const context = (): Context => {
    const parent = open.at(-1);
    if (done || !parent) return { in: done ? 'end' : 'value' };
    if (Array.isArray(parent.value)) return { in: 'array', empty: parent.value.length === 0 };
    return {
      in: 'object',
      awaitingKey: parent.key === undefined && parent.afterComma !== false,
      empty: Object.keys(parent.value).length === 0 && parent.key === undefined,
    };
  };

  visit(
    text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text,
    {
      onObjectBegin: (offset) => begin({}, offset),
      onArrayBegin: (offset) => begin([], offset),
      onObjectEnd: end,
      onArrayEnd: end,
      onObjectProperty: (name, offset) => {
        const parent = open.at(-1);
        if (parent && !Array.isArray(parent.value)) parent.key = { name, offset };
      },
      onLiteralValue: (value, offset) => {
        if (error) return;
        place(value, offset);
        if (open.length === 0) done = true;
      },
      onSeparator: (character) => {
        const parent = open.at(-1);
        if (parent) parent.afterComma = character === ',';
      },
      onError: (code, offset) => {
        if (!error) error = describeError(text, code, offset, context());
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  if (error) {
    return { ok: false, error: { message: error.message, position: positionOf(error.offset) } };
  }
  return { ok: true, value: root, locations, duplicateKeys };
}
