// A JSON parser that remembers where every value came from, so an issue found at a JSON pointer
// can name `file:line:col` in the text the operator wrote. JSON.parse gives no positions, and the
// engine may not use node:* libraries, hence this small recursive-descent parser (RFC 8259).
// Keys such as `__proto__` become own data properties, never prototypes.
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

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

export function parseJsonSource(text: string): ParsedJson {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const positionOf = (offset: number): SourcePosition => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low] + 1 };
  };
  const locations = new Map<string, SourceLocation>();
  const duplicateKeys: Array<{ pointer: string; position: SourcePosition }> = [];
  const parser = new Parser(text, (pointer, valueOffset, keyOffset) => {
    if (keyOffset !== undefined && locations.has(pointer)) {
      duplicateKeys.push({ pointer, position: positionOf(keyOffset) });
    }
    locations.set(pointer, {
      value: positionOf(valueOffset),
      ...(keyOffset === undefined ? {} : { key: positionOf(keyOffset) }),
    });
  });
  try {
    const value = parser.parseDocument();
    return { ok: true, value, locations, duplicateKeys };
  } catch (error) {
    if (error instanceof JsonSyntaxError) {
      return { ok: false, error: { message: error.message, position: positionOf(error.offset) } };
    }
    if (error instanceof RangeError) {
      return { ok: false, error: { message: 'is nested too deeply', position: positionOf(0) } };
    }
    throw error;
  }
}

const MAX_DEPTH = 200;

class Parser {
  private offset = 0;

  constructor(
    private readonly text: string,
    private readonly record: (pointer: string, valueOffset: number, keyOffset?: number) => void,
  ) {}

  parseDocument(): unknown {
    if (this.text.charCodeAt(0) === 0xfeff) this.offset = 1;
    this.skipWhitespace();
    const value = this.parseValue('', undefined, 0);
    this.skipWhitespace();
    if (this.offset < this.text.length) {
      this.fail(`unexpected ${this.describeHere()} after the end of the JSON value`);
    }
    return value;
  }

  private parseValue(pointer: string, keyOffset: number | undefined, depth: number): unknown {
    if (depth > MAX_DEPTH) this.fail('is nested too deeply');
    this.record(pointer, this.offset, keyOffset);
    const char = this.text[this.offset];
    if (char === '{') return this.parseObject(pointer, depth);
    if (char === '[') return this.parseArray(pointer, depth);
    if (char === '"') return this.parseString();
    if (char === '-' || (char >= '0' && char <= '9')) return this.parseNumber();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.offset)) {
        this.offset += word.length;
        return value;
      }
    }
    return this.fail(`expected a JSON value but found ${this.describeHere()}`);
  }

  private parseObject(pointer: string, depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    this.offset += 1;
    this.skipWhitespace();
    if (this.text[this.offset] === '}') {
      this.offset += 1;
      return result;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.text[this.offset] !== '"') {
        this.fail(`expected a property name in double quotes but found ${this.describeHere()}`);
      }
      const keyOffset = this.offset;
      const key = this.parseString();
      this.skipWhitespace();
      if (this.text[this.offset] !== ':') {
        this.fail(`expected ':' after the property name but found ${this.describeHere()}`);
      }
      this.offset += 1;
      this.skipWhitespace();
      const value = this.parseValue(joinPointer(pointer, key), keyOffset, depth + 1);
      // defineProperty, not assignment: a "__proto__" key must stay data, never a prototype.
      Object.defineProperty(result, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      this.skipWhitespace();
      const next = this.text[this.offset];
      this.offset += 1;
      if (next === '}') return result;
      if (next !== ',') {
        this.failAt(
          this.offset - 1,
          `expected ',' or '}' but found ${this.describeAt(this.offset - 1)}`,
        );
      }
    }
  }

  private parseArray(pointer: string, depth: number): unknown[] {
    const result: unknown[] = [];
    this.offset += 1;
    this.skipWhitespace();
    if (this.text[this.offset] === ']') {
      this.offset += 1;
      return result;
    }
    for (;;) {
      this.skipWhitespace();
      result.push(this.parseValue(joinPointer(pointer, result.length), undefined, depth + 1));
      this.skipWhitespace();
      const next = this.text[this.offset];
      this.offset += 1;
      if (next === ']') return result;
      if (next !== ',') {
        this.failAt(
          this.offset - 1,
          `expected ',' or ']' but found ${this.describeAt(this.offset - 1)}`,
        );
      }
    }
  }

  private parseString(): string {
    const start = this.offset;
    this.offset += 1;
    let result = '';
    for (;;) {
      const char = this.text[this.offset];
      if (char === undefined) this.failAt(start, 'has a string that is never closed');
      if (char === '"') {
        this.offset += 1;
        return result;
      }
      if (char === '\\') {
        result += this.parseEscape();
        continue;
      }
      if (char < ' ') this.fail('has a control character inside a string (escape it, e.g. \\n)');
      result += char;
      this.offset += 1;
    }
  }

  private parseEscape(): string {
    const code = this.text[this.offset + 1];
    const simple: Record<string, string> = {
      '"': '"',
      '\\': '\\',
      '/': '/',
      b: '\b',
      f: '\f',
      n: '\n',
      r: '\r',
      t: '\t',
    };
    if (code !== undefined && Object.prototype.hasOwnProperty.call(simple, code)) {
      this.offset += 2;
      return simple[code];
    }
    if (code === 'u') {
      const hex = this.text.slice(this.offset + 2, this.offset + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
        this.fail('has an invalid \\u escape (expected four hex digits)');
      }
      this.offset += 6;
      return String.fromCharCode(parseInt(hex, 16));
    }
    return this.fail(`has an invalid escape "\\${code ?? ''}" in a string`);
  }

  private parseNumber(): number {
    const match = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(
      this.text.slice(this.offset, this.offset + 400),
    );
    if (!match) return this.fail(`has an invalid number near ${this.describeHere()}`);
    this.offset += match[0].length;
    return Number(match[0]);
  }

  private skipWhitespace(): void {
    while (this.offset < this.text.length) {
      const code = this.text.charCodeAt(this.offset);
      if (code !== 32 && code !== 9 && code !== 10 && code !== 13) return;
      this.offset += 1;
    }
  }

  private describeHere(): string {
    return this.describeAt(this.offset);
  }

  private describeAt(offset: number): string {
    const char = this.text[offset];
    if (char === undefined) return 'the end of the file';
    return char === "'" ? '"\'"' : `'${char}'`;
  }

  private fail(message: string): never {
    throw new JsonSyntaxError(message, this.offset);
  }

  private failAt(offset: number, message: string): never {
    throw new JsonSyntaxError(message, offset);
  }
}
