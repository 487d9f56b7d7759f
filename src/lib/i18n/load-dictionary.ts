// Dictionaries are emitted per skin as `/i18n/<lng>.json`, fully layered (engine catalogue, parent
// skins, the skin). index.html preloads the default one (`<link rel="preload" as="fetch"
// crossorigin>`), and a same-origin fetch() matches that preload, so the first load costs no extra
// round trip.
import type { Locale } from '../../../engine';

export type Dictionary = Record<string, string>;

export async function loadDictionary(
  locale: Locale,
  fetcher: typeof fetch = fetch,
): Promise<Dictionary> {
  const url = `/i18n/${locale}.json`;
  const response = await fetcher(url);
  if (!response.ok) {
    throw new Error(`Could not load the ${locale} dictionary (${url}: HTTP ${response.status}).`);
  }
  return (await response.json()) as Dictionary;
}
