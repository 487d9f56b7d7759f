// One i18next instance per page. Keys are flat and dotted (`login.title`), so i18next's own key and
// namespace separators are off. The skin decides the default and supported languages; a key
// missing in one language falls back to the default language (ARCHITECTURE.md, dictionaries).
// react-i18next's plugin is not used: components reach the instance through its provider or
// ./current-i18n.ts (./use-translation.ts), and its defaults are not needed.
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import type { Locale, ResolvedSkin } from '../../../engine';
import { setCurrentI18n } from './current-i18n';
import { loadDictionary, type Dictionary } from './load-dictionary';

const dictionaryBackend = (read: (locale: Locale) => Promise<Dictionary>): BackendModule => ({
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    read(language as Locale).then(
      (dictionary) => callback(null, dictionary),
      (error: Error) => callback(error, null),
    );
  },
});

/**
 * Resolves once the first language's dictionary is loaded, so the first render has its texts. The
 * browser fetches dictionaries from the skin's `/i18n/`; the build's first-view render hands in
 * the ones it has.
 */
export async function createI18n(
  skin: ResolvedSkin,
  language: Locale = skin.locales.default,
  read: (locale: Locale) => Promise<Dictionary> = (locale) => loadDictionary(locale),
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(dictionaryBackend(read)).init({
    lng: language,
    fallbackLng: skin.locales.default,
    supportedLngs: skin.locales.supported,
    load: 'currentOnly',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes.
  });
  setCurrentI18n(instance);
  return instance;
}
