// Where the player's language is kept (spec 000 §4, §9: local storage keys hisLang and lang). A
// stored language this skin does not offer counts as none; with none, the skin's default is stored
// and used ("if none is stored the default (PT) is stored and used").
import type { Locale, ResolvedSkin } from '../../../engine';

export const LANGUAGE_KEYS = ['hisLang', 'lang'] as const;

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function storeLanguage(language: Locale, storage: LanguageStorage): void {
  try {
    for (const key of LANGUAGE_KEYS) storage.setItem(key, language);
  } catch {
    // Storage disabled: the language holds for this page only.
  }
}

export function storedLanguage(locales: ResolvedSkin['locales'], storage: LanguageStorage): Locale {
  for (const key of LANGUAGE_KEYS) {
    let value: string | null = null;
    try {
      value = storage.getItem(key);
    } catch {
      break;
    }
    const offered = locales.supported.find((locale) => locale === value);
    if (offered) return offered;
  }
  storeLanguage(locales.default, storage);
  return locales.default;
}
