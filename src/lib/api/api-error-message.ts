// The sentence a player reads for a failed call (spec 000 §8): engine/api decides which text
// (network, timeout, a known code, the gateway's own message, or 'Unknown error'); this translates
// it with the page's dictionaries, so a skin may reword it.
import { useCallback } from 'react';
import { apiErrorText } from '../../../engine';
import { currentI18n } from '../i18n/current-i18n';
import { useTranslation } from '../i18n/use-translation';

export type Translate = (key: string) => string;

/** `t` defaults to the page's i18n instance (src/lib/i18n/create-i18n.ts). */
export function apiErrorMessage(
  error: unknown,
  t: Translate = (key) => currentI18n().t(key),
): string {
  const text = apiErrorText(error);
  return 'key' in text ? t(text.key) : text.text;
}

/** The same, bound to the component's language (re-renders on a language change). */
export function useApiErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => apiErrorMessage(error, (key) => t(key)), [t]);
}
