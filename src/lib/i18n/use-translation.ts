// The components' translation hook: the page's i18n instance (react-i18next's provider, else the
// one createI18n made last: ./current-i18n.ts) and a `t` fixed to the current language,
// re-rendering the caller when the language changes. react-i18next's own useTranslation does the
// same and, on every mount, also copies the instance's forty-odd properties into a wrapper object
// (about 50 µs each); a page mounts dozens of translated components, and the build renders a dozen
// pages per skin. The dictionaries are loaded before the first render (createI18n), so there is no
// "not ready" state.
import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import { currentI18n } from './current-i18n';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

/** Per instance, per language: the `t` every component of that language shares. */
const translators = new WeakMap<I18n, Map<string, TFunction>>();

/**
 * i18next's `t` fixed to `language`, remembering the text of each plain key (`t('login.title')`,
 * the great majority of calls): a header, a menu and a dozen cards ask for the same texts at every
 * render, and i18next resolves each anew (about a sixth of a first view's render). A call with
 * options or several keys goes to i18next each time. A dictionary added to the instance (a language
 * loaded later) forgets what was remembered.
 */
function translator(i18n: I18n, language: string): TFunction {
  let byLanguage = translators.get(i18n);
  if (!byLanguage) {
    const fresh = new Map<string, TFunction>();
    byLanguage = fresh;
    translators.set(i18n, fresh);
    const forget = () => fresh.clear();
    i18n.on('loaded', forget);
    i18n.store.on('added', forget);
  }
  let t = byLanguage.get(language);
  if (!t) {
    const fixed = i18n.getFixedT(language);
    const texts = new Map<string, string>();
    t = ((...args: Parameters<TFunction>) => {
      const [key] = args;
      if (args.length !== 1 || typeof key !== 'string') return fixed(...args);
      let text = texts.get(key);
      if (text === undefined) {
        text = fixed(key);
        texts.set(key, text);
      }
      return text;
    }) as TFunction;
    byLanguage.set(language, t);
  }
  return t;
}

export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? currentI18n();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return useMemo(() => ({ t: translator(i18n, language), i18n }), [i18n, language]);
}
