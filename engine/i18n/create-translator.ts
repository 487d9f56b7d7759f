// A translator over layered dictionaries: the player's language, then the skin's default language
// (spec 000 §4: missing translations fall back to the default), then the key itself so a gap is
// visible rather than blank.
import type { Locale } from '../model/skin-types';
import type { MessageKey } from './catalogue';
import { interpolate, type MessageParams } from './interpolate';
import type { Dictionaries } from './layer-dictionaries';

export interface Translator {
  locale: Locale;
  t(key: MessageKey | (string & {}), params?: MessageParams): string;
  has(key: string): boolean;
}

export function createTranslator(
  dictionaries: Partial<Dictionaries>,
  options: { locale: Locale; fallbackLocale: Locale },
): Translator {
  const lookup = (key: string): string | undefined => {
    for (const locale of [options.locale, options.fallbackLocale]) {
      const dictionary = dictionaries[locale];
      if (dictionary && Object.prototype.hasOwnProperty.call(dictionary, key)) {
        return dictionary[key];
      }
    }
    return undefined;
  };
  return {
    locale: options.locale,
    t: (key, params) => interpolate(lookup(key) ?? key, params),
    has: (key) => lookup(key) !== undefined,
  };
}
