import { describe, expect, it } from 'vitest';
import { parseJsonSource } from '../../engine';

describe('parseJsonSource', () => {
  it('records where each value and key starts, by JSON pointer', () => {
    const parsed = parseJsonSource(
      '{\n  "theme": {\n    "tokens": ["#000000", "#ffffff"]\n  },\n  "a/b": 1\n}',
    );
    if (!parsed.ok) throw new Error('expected a parse');
    expect(parsed.locations.get('/theme')).toEqual({
      key: { line: 2, column: 3 },
      value: { line: 2, column: 12 },
    });
    expect(parsed.locations.get('/theme/tokens/1')).toEqual({ value: { line: 3, column: 27 } });
    expect(parsed.locations.get('/a~1b')?.key).toEqual({ line: 5, column: 3 });
  });

  it('parses the same values JSON.parse does', () => {
    const text = '{"a":[1,-2.5e3,true,false,null],"b":"x\\ny\\u00e9\\"","c":{}}';
    const parsed = parseJsonSource(text);
    expect(parsed.ok && parsed.value).toEqual(JSON.parse(text));
  });

  it('reports a syntax error at the line and column of the offending character', () => {
    expect(parseJsonSource('{\n  "a": 1\n  "b": 2\n}')).toEqual({
      ok: false,
      error: { message: `expected ',' or '}' but found '"'`, position: { line: 3, column: 3 } },
    });
    expect(parseJsonSource('{"a": tru}')).toEqual({
      ok: false,
      error: { message: `expected a JSON value but found 't'`, position: { line: 1, column: 7 } },
    });
    expect(parseJsonSource('{"a": "open')).toEqual({
      ok: false,
      error: { message: 'has a string that is never closed', position: { line: 1, column: 7 } },
    });
    expect(parseJsonSource('[1, 2]\nx')).toEqual({
      ok: false,
      error: {
        message: `unexpected 'x' after the end of the JSON value`,
        position: { line: 2, column: 1 },
      },
    });
  });

  it('reads strict JSON: a comment or a trailing comma is an error, at its place', () => {
    expect(parseJsonSource('{\n  // the brand\n  "a": 1\n}')).toEqual({
      ok: false,
      error: {
        message: 'has a comment, which JSON does not allow',
        position: { line: 2, column: 3 },
      },
    });
    expect(parseJsonSource('{"a": [1, 2,]}')).toEqual({
      ok: false,
      error: { message: `expected a JSON value but found ']'`, position: { line: 1, column: 13 } },
    });
    expect(parseJsonSource('{"a": "b\nc"}')).toEqual({
      ok: false,
      error: {
        message: 'has a control character inside a string (escape it, e.g. \\n)',
        position: { line: 1, column: 9 },
      },
    });
  });

  it('keeps a "__proto__" key as plain data, never as a prototype', () => {
    const parsed = parseJsonSource('{"__proto__": {"polluted": true}}');
    if (!parsed.ok) throw new Error('expected a parse');
    const value = parsed.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('lists keys written twice in one object', () => {
    const parsed = parseJsonSource('{"a": 1,\n "a": 2}');
    expect(parsed.ok && parsed.duplicateKeys).toEqual([
      { pointer: '/a', position: { line: 2, column: 2 } },
    ]);
  });

  it('refuses absurd nesting instead of overflowing the stack', () => {
    const parsed = parseJsonSource(`${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(parsed.ok).toBe(false);
  });
});
