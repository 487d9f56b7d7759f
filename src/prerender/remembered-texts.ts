// The renderer's i18n instances remember every text they give. The build's dictionaries do not
// change while it runs, and each page of each skin asks for the same texts again, with options
// too (`t('footer.copyright', { year, brand })`): the components' hook
// (src/lib/i18n/use-translation.ts) remembers plain keys only, since on a live page the options
// change as a player plays, so i18next resolved and interpolated those anew at every render (a
// fifteenth of the renderer's work).
import type { i18n as I18n, TFunction } from 'i18next';

/** Makes `i18n.getFixedT(language)` give a `t` that remembers its texts; returns `i18n`. */
export function rememberTexts(i18n: I18n): I18n {
  const getFixedT = i18n.getFixedT.bind(i18n);
  const byLanguage = new Map<string, TFunction>();
  i18n.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const [language] = args;
    if (args.length !== 1 || typeof language !== 'string') return getFixedT(...args);
    let t = byLanguage.get(language);
    if (!t) {
      const fixed = getFixedT(language);
      const texts = new Map<string, unknown>();
      t = ((...call: Parameters<TFunction>) => {
        const key = textKey(call);
        if (key === null) return fixed(...call);
        if (!texts.has(key)) texts.set(key, fixed(...call));
        return texts.get(key);
      }) as TFunction;
      byLanguage.set(language, t);
    }
    return t;
  }) as I18n['getFixedT'];
  return i18n;
}

const PLAIN = new Set(['string', 'number', 'boolean', 'undefined']);

/**
 * What a call's text is remembered by: its key and its options, when these are plain values; null
 * for any other call (several keys, options holding objects or functions).
 */
export function textKey(call: readonly unknown[]): string | null {
  const [key, options] = call;
  if (typeof key !== 'string' || call.length > 2) return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null;
  if (!Object.values(options).every((value) => value === null || PLAIN.has(typeof value))) {
    return null;
  }
  // JSON tells a string from a number and escapes what a value holds; no key holds U+001F.
  return `${key}\u001f${JSON.stringify(options)}`;
}
