// Where a value of a resolved skin was written: the one question `skinforge diff` asks of the
// parsed files, answered from the same source positions the issues are placed with. Nothing else
// reads layers' positions for it, so a new JSON parser only has to keep `locations` keyed by
// pointer for this to hold.
import type { Locale } from '../model/skin-types';
import { joinPointer, parentPointer, valueAt } from '../schema/json-pointer';
import { isPlainObject } from './deep-merge';
import type { SkinLayer } from './skin-layer';

/** `skins/lusa-regional/skin.json:14`, or undefined when no file wrote it (a schema default). */
export type ValueSource = string | undefined;

/**
 * The file and line that wrote the value at `pointer`, searching the chain child first. A layer
 * that wrote an array or a scalar above the pointer replaced that whole subtree (the merge's
 * rule), so when it does not hold the pointer itself, the value came from the schema's defaults.
 */
export function valueSource(pointer: string, layers: readonly SkinLayer[]): ValueSource {
  for (const layer of layers) {
    const location = layer.locations.get(pointer);
    if (location) return `${layer.file}:${location.value.line}`;
    for (let above = parentPointer(pointer); above !== undefined; above = parentPointer(above)) {
      const value = valueAt(layer.value, above);
      if (value !== undefined && !isPlainObject(value)) return undefined;
    }
  }
  return undefined;
}

/** The dictionary file and line that set a text, or undefined when it is the engine's catalogue. */
export function textSource(locale: Locale, key: string, layers: readonly SkinLayer[]): ValueSource {
  for (const layer of layers) {
    const dictionary = layer.dictionaries[locale];
    const location = dictionary?.locations.get(joinPointer('', key));
    if (dictionary && location) return `${dictionary.file}:${location.value.line}`;
  }
  return undefined;
}
