// The engine-owned catalogue of UI texts, per language: the first layer of every skin's
// dictionaries (engine → parent skins → skin, ARCHITECTURE.md "From a skin folder to a site").
import { LOCALES, type Locale } from '../../model/skin-types';
import { interpolate, type MessageParams } from '../interpolate';
import { en, type MessageKey } from './en';
import { pt } from './pt';

export type { MessageKey };

export const CATALOGUE: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { pt, en };

export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];

const known = new Set<string>(MESSAGE_KEYS);

export function isMessageKey(key: string): key is MessageKey {
  return known.has(key);
}

/** One text of the catalogue in every language, for an answer the reader's language picks. */
export function catalogueTexts(key: MessageKey, params?: MessageParams): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, interpolate(CATALOGUE[locale][key], params)]),
  ) as Record<Locale, string>;
}
