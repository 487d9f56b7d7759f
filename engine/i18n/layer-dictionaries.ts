// Layered dictionaries: the engine catalogue first, then each skin of the `extends` chain from the
// root down, so the skin itself has the last word (Starlight's createTranslationSystem does the
// same).
import { LOCALES, type Locale } from '../model/skin-types';
import { CATALOGUE } from './catalogue';

export type Dictionary = Record<string, string>;
export type Dictionaries = Record<Locale, Dictionary>;
export type DictionaryOverrides = Partial<Record<Locale, Readonly<Record<string, unknown>>>>;

/** @param overrides root skin first, the skin itself last; non-string values are ignored. */
export function layerDictionaries(overrides: readonly DictionaryOverrides[]): Dictionaries {
  const result = {} as Dictionaries;
  for (const locale of LOCALES) {
    const dictionary: Dictionary = Object.assign(
      Object.create(null) as Dictionary,
      CATALOGUE[locale],
    );
    for (const layer of overrides) {
      const entries = layer[locale] ?? {};
      for (const key of Object.keys(entries)) {
        const value = entries[key];
        if (typeof value === 'string') dictionary[key] = value;
      }
    }
    result[locale] = { ...dictionary };
  }
  return result;
}
