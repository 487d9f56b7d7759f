// The components' translation hook: the page's i18n instance (react-i18next's provider, else the
// one createI18n made last: ./current-i18n.ts) and a `t` fixed to the current language, re-rendering the caller
// when the language changes. react-i18next's own useTranslation does the same and, on every mount,
// also copies the instance's forty-odd properties into a wrapper object (about 50 µs each); a page
// mounts dozens of translated components, and the build renders a dozen pages per skin. The
// dictionaries are loaded before the first render (createI18n), so there is no "not ready" state.
import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import { currentI18n } from './current-i18n';

export interface Translation {
  t: TFunction;
  i18n: I18n;
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
  return useMemo(() => ({ t: i18n.getFixedT(language), i18n }), [i18n, language]);
}
