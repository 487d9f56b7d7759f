// Two effective skins compared value by value (`skinforge diff`): what a brand actually changes
// from another once `extends` and the schema's defaults have done their work, with where each
// side's value was written. Objects are compared key by key and arrays item by item (an item one
// side lacks is added or removed whole); texts are compared per language after the dictionaries'
// layering, so a text the catalogue gives both sides never shows.
import type { Dictionaries } from '../i18n/layer-dictionaries';
import { LOCALES, type ResolvedSkin } from '../model/skin-types';
import { joinPointer } from '../schema/json-pointer';
import { isPlainObject } from './deep-merge';
import type { SkinLayer } from './skin-layer';
import { textSource, valueSource } from './value-source';

export interface DiffSide {
  resolved: ResolvedSkin;
  dictionaries: Dictionaries;
  layers: readonly SkinLayer[];
}

export type ChangeKind = 'added' | 'removed' | 'changed';

/** One difference; `a`/`b` are null on the side that lacks the value, as are their sources. */
export interface SkinDifference {
  /** A JSON pointer into the effective skin, or `i18n:<lng> <key>` for a text. */
  pointer: string;
  change: ChangeKind;
  a: unknown;
  b: unknown;
  /** `file:line` that wrote a's value, "default" for the schema's or the catalogue's, null when a lacks it. */
  aSource: string | null;
  bSource: string | null;
}

/** What diff compares: the brand's values, not the chain it was resolved from. */
function comparable(skin: ResolvedSkin): Record<string, unknown> {
  const { lineage: _lineage, ...values } = skin;
  return values;
}

const has = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key);

/** The keys or indexes of two objects or two arrays, and which side has each. */
function childrenOf(a: object, b: object): Array<{ token: string; inA: boolean; inB: boolean }> {
  const tokens = [...Object.keys(a), ...Object.keys(b).filter((key) => !has(a, key))];
  return tokens.map((token) => ({ token, inA: has(a, token), inB: has(b, token) }));
}

function compareValues(a: unknown, b: unknown, pointer: string, found: RawDifference[]): void {
  const bothObjects = isPlainObject(a) && isPlainObject(b);
  if (bothObjects || (Array.isArray(a) && Array.isArray(b))) {
    const parentA = a as Record<string, unknown>;
    const parentB = b as Record<string, unknown>;
    for (const { token, inA, inB } of childrenOf(parentA, parentB)) {
      const at = joinPointer(pointer, token);
      const valueA = inA ? parentA[token] : null;
      const valueB = inB ? parentB[token] : null;
      if (inA && inB) compareValues(valueA, valueB, at, found);
      else found.push({ pointer: at, change: inA ? 'removed' : 'added', a: valueA, b: valueB });
    }
  } else if (JSON.stringify(a) !== JSON.stringify(b)) {
    found.push({ pointer, change: 'changed', a, b });
  }
}

type RawDifference = Omit<SkinDifference, 'aSource' | 'bSource'>;

const sourceOr = (source: string | undefined) => source ?? 'default';

export function diffSkins(a: DiffSide, b: DiffSide): SkinDifference[] {
  const values: RawDifference[] = [];
  compareValues(comparable(a.resolved), comparable(b.resolved), '', values);
  const differences = values.map((difference) => ({
    ...difference,
    aSource:
      difference.change === 'added' ? null : sourceOr(valueSource(difference.pointer, a.layers)),
    bSource:
      difference.change === 'removed' ? null : sourceOr(valueSource(difference.pointer, b.layers)),
  }));
  for (const locale of LOCALES) {
    const textsA = a.dictionaries[locale];
    const textsB = b.dictionaries[locale];
    for (const { token: key, inA, inB } of childrenOf(textsA, textsB)) {
      if (inA && inB && textsA[key] === textsB[key]) continue;
      differences.push({
        pointer: `i18n:${locale} ${key}`,
        change: !inA ? 'added' : !inB ? 'removed' : 'changed',
        a: inA ? textsA[key] : null,
        b: inB ? textsB[key] : null,
        aSource: inA ? sourceOr(textSource(locale, key, a.layers)) : null,
        bSource: inB ? sourceOr(textSource(locale, key, b.layers)) : null,
      });
    }
  }
  return differences;
}
