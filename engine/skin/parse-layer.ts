import { LOCALES } from '../model/skin-types';
import { isPlainObject } from './deep-merge';
import { describeValue } from './describe-value';
import { parseJsonSource } from './json-source';
import type { SkinIssue } from './skin-issue';
import type { DictionaryLayer, SkinLayer, SkinSource } from './skin-layer';

type Parsed<T> = { ok: true; layer: T; issues: SkinIssue[] } | { ok: false; issue: SkinIssue };

/** A JSON file that does not parse is one issue at the exact character, `file:line:col`. */
type ParsedFile =
  | {
      ok: true;
      value: Record<string, unknown>;
      locations: SkinLayer['locations'];
      duplicates: SkinIssue[];
    }
  | { ok: false; issue: SkinIssue };

function parseObjectFile(file: string, text: string): ParsedFile {
  const parsed = parseJsonSource(text);
  if (!parsed.ok) {
    const { line, column } = parsed.error.position;
    return {
      ok: false,
      issue: {
        file,
        line,
        column,
        pointer: '',
        message: `is not valid JSON: ${parsed.error.message}`,
        expected: 'a JSON object',
        found: '',
        severity: 'error',
        code: 'json/syntax',
      },
    };
  }
  if (!isPlainObject(parsed.value)) {
    return {
      ok: false,
      issue: {
        file,
        line: 1,
        column: 1,
        pointer: '',
        message: 'must be a JSON object',
        expected: 'a JSON object',
        found: describeValue(parsed.value),
        severity: 'error',
        code: 'json/not-object',
      },
    };
  }
  return {
    ok: true,
    value: parsed.value,
    locations: parsed.locations,
    duplicates: parsed.duplicateKeys.map(({ pointer, position }) =>
      duplicateIssue(file, pointer, position),
    ),
  };
}

/**
 * JSON.parse would keep the last of two equal keys without a word; an operator means one of them.
 */
function duplicateIssue(
  file: string,
  pointer: string,
  position: { line: number; column: number },
): SkinIssue {
  return {
    file,
    ...position,
    pointer,
    message: 'is set twice in this object; only the last value would count',
    expected: 'each property once',
    found: '',
    severity: 'error',
    code: 'json/duplicate-key',
  };
}

export function parseDictionary(file: string, text: string): Parsed<DictionaryLayer> {
  const parsed = parseObjectFile(file, text);
  return parsed.ok
    ? {
        ok: true,
        layer: { file, entries: parsed.value, locations: parsed.locations },
        issues: parsed.duplicates,
      }
    : parsed;
}

type ParsedLayer = { layer?: SkinLayer; issues: SkinIssue[] };

/**
 * Each source is parsed once: a reader that hands out the same source for a folder (the loader,
 * for the skins it loads together) has a parent that twenty skins extend parsed once, not twenty
 * times. A layer is never changed after parsing (merging copies it).
 */
const parsedSources = new WeakMap<SkinSource, ParsedLayer>();

/** Parse a skin folder's skin.json and dictionaries; every file that fails adds its own issue. */
export function parseSkinLayer(id: string, source: SkinSource): ParsedLayer {
  const known = parsedSources.get(source);
  if (known && (known.layer === undefined || known.layer.id === id)) return known;
  const parsed = parseSource(id, source);
  parsedSources.set(source, parsed);
  return parsed;
}

function parseSource(id: string, source: SkinSource): ParsedLayer {
  const issues: SkinIssue[] = [];
  const skin = parseObjectFile(source.file, source.text);
  if (!skin.ok) return { issues: [skin.issue] };
  issues.push(...skin.duplicates);
  const dictionaries: SkinLayer['dictionaries'] = {};
  for (const locale of LOCALES) {
    const dictionary = source.dictionaries[locale];
    if (!dictionary) continue;
    const parsed = parseDictionary(dictionary.file, dictionary.text);
    if (parsed.ok) {
      dictionaries[locale] = parsed.layer;
      issues.push(...parsed.issues);
    } else {
      issues.push(parsed.issue);
    }
  }
  return {
    layer: { id, file: source.file, value: skin.value, locations: skin.locations, dictionaries },
    issues,
  };
}
