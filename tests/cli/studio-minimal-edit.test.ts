// The studio saves a skin file as its own text with edits at the changed values only
// (cli/studio/minimal-edit.ts): the rest keeps its bytes, and the result is laid out as Prettier
// lays out the repository's JSON, so `git diff` shows the edit and a formatter changes nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { renderJsonFile, type JsonObject } from '../../cli/studio/json-layout';
import { editJsonText } from '../../cli/studio/minimal-edit';
import type { ResolvedSkin } from '../../engine';
import { PROJECT_ROOT } from './run-cli';

const SKIN_TEXT = readFileSync(path.join(PROJECT_ROOT, 'skins/default/skin.json'), 'utf8');
/** The shipped default skin sets every part these tests edit. */
const skin = () => JSON.parse(SKIN_TEXT) as ResolvedSkin & JsonObject;

/** The lines of `after` that are not the same line of `before` (for edits that keep the count). */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
}

const prettierClean = (text: string) =>
  prettier.check(text, { parser: 'json', printWidth: 100, filepath: 'skin.json' });

describe('editJsonText', () => {
  it('changes the edited value and keeps every other byte', () => {
    const after = skin();
    after.theme.tokens.dark.primary = '#ff7a00';
    const text = editJsonText(SKIN_TEXT, after);
    expect(changedLines(SKIN_TEXT, text)).toEqual(['        "primary": "#ff7a00",']);
    expect(text.replace('"#ff7a00"', '"#f5b82e"')).toBe(SKIN_TEXT);
  });

  it('gives the file back byte for byte when the values are back to what they were', () => {
    const edited = skin();
    edited.brand.name = 'Another brand';
    delete (edited as Partial<ResolvedSkin>).rewards;
    edited.menus.side.reverse();
    const once = editJsonText(SKIN_TEXT, edited);
    expect(once).not.toBe(SKIN_TEXT);
    expect(editJsonText(once, skin())).toBe(SKIN_TEXT);
  });

  it('reorders a list where it stands', () => {
    const after = skin();
    after.menus.side = ['vip', 'home', ...after.menus.side.slice(2)];
    const text = editJsonText(SKIN_TEXT, after);
    expect(changedLines(SKIN_TEXT, text)).toEqual(['      "vip",', '      "home",']);
  });

  it('adds an entry to a list of objects, laid out as Prettier does', async () => {
    const after = skin();
    // As an operator writes it: the properties whose default is null left out.
    after.banners.w_home.push({
      image: 'assets/summer.png',
      alt: 'Summer cup',
      language: null,
      link: null,
    } as (typeof after.banners.w_home)[number]);
    const text = editJsonText(SKIN_TEXT, after);
    expect(text).toContain(
      '        "link": { "type": "route", "to": "/live" }\n      },\n      { "image": "assets/summer.png", "alt": "Summer cup", "language": null, "link": null }\n    ],',
    );
    expect(JSON.parse(text)).toEqual(after);
    expect(await prettierClean(text)).toBe(true);
  });

  it('removes an entry with its comma and leaves an emptied object as {}', async () => {
    const text =
      '{\n  "a": { "only": 1 },\n  "b": {\n    "x": 1,\n    "y": 2\n  },\n  "c": [1, 2]\n}\n';
    expect(editJsonText(text, { a: {}, b: { y: 2 }, c: [1, 2] })).toBe(
      '{\n  "a": {},\n  "b": {\n    "y": 2\n  },\n  "c": [1, 2]\n}\n',
    );
    expect(editJsonText(text, { a: { only: 1 }, b: { x: 1 }, c: [1, 2] })).toBe(
      '{\n  "a": { "only": 1 },\n  "b": {\n    "x": 1\n  },\n  "c": [1, 2]\n}\n',
    );
  });

  it('adds a property to an object broken over lines on a line of its own', () => {
    const after = skin();
    Object.assign(after.theme.tokens.dark, { brandNew: '#000000' });
    const text = editJsonText(SKIN_TEXT, after);
    expect(text).toContain('"danger": "#ff6b6b",\n        "brandNew": "#000000"\n      },');
  });

  it('rewrites a one-line object whole when a property joins it, on one line while it fits', async () => {
    const after = skin();
    Object.assign(after.ageGate, { minimumAge: 21, note: 'x' });
    const text = editJsonText(SKIN_TEXT, after);
    expect(changedLines(SKIN_TEXT, text)).toEqual([
      '  "ageGate": { "minimumAge": 21, "note": "x" },',
    ]);
    expect(await prettierClean(text)).toBe(true);
  });

  it('breaks a list that no longer fits on its line, and joins one that fits again', async () => {
    const text =
      '{\n  "side": ["home", "vip"],\n  "more": [\n    "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",\n    "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb",\n    "cccccccccccccccccccccccc"\n  ]\n}\n';
    const long = ['home', 'vip', 'x'.repeat(40), 'y'.repeat(40)];
    const edited = editJsonText(text, { side: long, more: ['a', 'b'] });
    expect(edited).toBe(
      `{\n  "side": [\n    "home",\n    "vip",\n    "${'x'.repeat(40)}",\n    "${'y'.repeat(40)}"\n  ],\n  "more": ["a", "b"]\n}\n`,
    );
    expect(await prettierClean(edited)).toBe(true);
  });

  it('keeps the line ends and indentation the file has', () => {
    const text = '{\r\n    "a": 1,\r\n    "b": {\r\n        "c": 2\r\n    }\r\n}\r\n';
    expect(editJsonText(text, { a: 1, b: { c: 3, d: 4 } })).toBe(
      '{\r\n    "a": 1,\r\n    "b": {\r\n        "c": 3,\r\n        "d": 4\r\n    }\r\n}\r\n',
    );
  });

  it('refuses a file that is not a JSON object, naming it', () => {
    expect(() => editJsonText('{ "a": ', { a: 1 }, 'skins/acme/skin.json')).toThrow(
      'skins/acme/skin.json must hold a JSON object to be edited (got object).',
    );
    expect(() => editJsonText('[1]', { a: 1 }, 'skins/acme/skin.json')).toThrow(
      'skins/acme/skin.json must hold a JSON object to be edited (got array).',
    );
  });

  it('holds any edit of the shipped skin, Prettier-clean', async () => {
    const leaves: (string | number)[][] = [];
    const walk = (value: unknown, at: (string | number)[]) => {
      if (Array.isArray(value)) {
        value.forEach((item, index) => walk(item, [...at, index]));
      } else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) walk(item, [...at, key]);
      } else {
        leaves.push(at);
      }
    };
    walk(skin(), []);
    const edit = fc.record({
      leaf: fc.constantFrom(...leaves),
      value: fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.integer(),
        fc.boolean(),
        fc.constant(undefined),
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 4 }), async (edits) => {
        const after = skin();
        for (const { leaf, value } of edits) {
          const parent = leaf
            .slice(0, -1)
            .reduce<unknown>(
              (node, key) => (node as Record<string, unknown> | undefined)?.[key],
              after,
            ) as Record<string, unknown> | undefined;
          if (parent === undefined || parent === null || typeof parent !== 'object') continue;
          const key = leaf[leaf.length - 1]!;
          if (value === undefined && Array.isArray(parent)) parent.splice(Number(key), 1);
          else if (value === undefined) delete parent[key];
          else parent[key] = value;
        }
        const text = editJsonText(SKIN_TEXT, after);
        expect(JSON.parse(text)).toEqual(after);
        expect(await prettierClean(text)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('renderJsonFile', () => {
  it('writes a new dictionary broken over lines, as the shipped ones are', async () => {
    const dictionary: JsonObject = { 'footer.terms': 'Terms (18+)', 'brand.title': 'Acme' };
    const text = renderJsonFile(dictionary);
    expect(text).toBe('{\n  "footer.terms": "Terms (18+)",\n  "brand.title": "Acme"\n}\n');
    expect(await prettierClean(text)).toBe(true);
  });
});
