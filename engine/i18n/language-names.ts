// Language names (spec 000 §9: "forty or so language names appear in the dictionary"). Each
// language by its own name (an endonym: what a speaker looks for in a list), and a label for the
// language picker that adds the name in the interface language, so "English (inglês)" reads for a
// player of either. The name in the interface language comes from Intl.DisplayNames where the
// runtime has it; the endonym stands in where it has not. The site's own languages (the picker's)
// are named in each other from a table, as Intl would name them: Intl's first name in a language
// loads that language's locale data, a long task on a phone in the middle of the page's boot, and
// the build's renderer and the browser must name them alike (the page hydrates the build's text).
import type { Locale } from '../generated/vocabulary';

export const LANGUAGE_NAMES = {
  ar: 'العربية',
  bg: 'Български',
  bn: 'বাংলা',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  el: 'Ελληνικά',
  en: 'English',
  es: 'Español',
  et: 'Eesti',
  fa: 'فارسی',
  fi: 'Suomi',
  fil: 'Filipino',
  fr: 'Français',
  he: 'עברית',
  hi: 'हिन्दी',
  hr: 'Hrvatski',
  hu: 'Magyar',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  km: 'ខ្មែរ',
  ko: '한국어',
  lo: 'ລາວ',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  ms: 'Bahasa Melayu',
  my: 'မြန်မာ',
  nl: 'Nederlands',
  no: 'Norsk',
  pl: 'Polski',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  sk: 'Slovenčina',
  sv: 'Svenska',
  sw: 'Kiswahili',
  ta: 'தமிழ்',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  ur: 'اردو',
  vi: 'Tiếng Việt',
  zh: '中文',
} as const satisfies Record<string, string>;

export type LanguageCode = keyof typeof LANGUAGE_NAMES;

export function isLanguageCode(code: string): code is LanguageCode {
  return Object.prototype.hasOwnProperty.call(LANGUAGE_NAMES, code);
}

/** The site's languages, each named in each of them (as Intl.DisplayNames names them). */
const LOCALE_NAMES: Record<Locale, Record<Locale, string>> = {
  pt: { pt: 'português', en: 'inglês' },
  en: { pt: 'Portuguese', en: 'English' },
};

const localeNames = (language: string): Record<string, string> | undefined =>
  Object.prototype.hasOwnProperty.call(LOCALE_NAMES, language)
    ? LOCALE_NAMES[language as Locale]
    : undefined;

/** The language's name in `inLanguage` (Intl.DisplayNames), else its own name; null if unknown. */
export function languageNameIn(code: string, inLanguage: string): string | null {
  const known = localeNames(inLanguage)?.[code];
  if (known) return known;
  const own = isLanguageCode(code) ? LANGUAGE_NAMES[code] : null;
  try {
    const name = displayNamesIn(inLanguage).of(code);
    if (name) return name;
  } catch {
    // A runtime without DisplayNames (or without the locale's data) keeps the own name.
  }
  return own;
}

/** One Intl.DisplayNames per language: making one loads the locale's data, every render over. */
const displayNames = new Map<string, Intl.DisplayNames>();
function displayNamesIn(language: string): Intl.DisplayNames {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' });
    displayNames.set(language, names);
  }
  return names;
}

/**
 * The picker's label: the language's own name (`ownName`, a skin may word it), with its name in the
 * interface language after it when that differs ("English (inglês)" in a Portuguese interface).
 */
export function languageLabel(code: string, interfaceLanguage: string, ownName?: string): string {
  const key = `${code}\u0000${interfaceLanguage}\u0000${ownName ?? ''}`;
  let label = labels.get(key);
  if (label === undefined) {
    label = makeLabel(code, interfaceLanguage, ownName);
    labels.set(key, label);
  }
  return label;
}

/**
 * Labels made before: the side menu draws the picker at every render, and Intl's names and
 * locale-aware lower-casing are slow calls (a handful of languages, so the map stays small).
 */
const labels = new Map<string, string>();

function makeLabel(code: string, interfaceLanguage: string, ownName?: string): string {
  const own = ownName ?? (isLanguageCode(code) ? LANGUAGE_NAMES[code] : code);
  const translated = languageNameIn(code, interfaceLanguage);
  return translated &&
    translated.toLocaleLowerCase(interfaceLanguage) !== own.toLocaleLowerCase(interfaceLanguage)
    ? `${own} (${translated})`
    : own;
}
