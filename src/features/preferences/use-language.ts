// The language picker's hook (spec 000 §4 Language; spec 001 §4): a change is stored (hisLang,
// lang), the dictionary is fetched and the page switches, the server is told when a player is
// logged in (`setLanguage`), every gateway query is fetched again in the new language (answers
// follow X-Language), and listeners of ./language-events.ts hear it.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Locale } from '../../../engine';
import { GATEWAY_QUERY_ROOT, useGatewayClient, useHasToken } from '../../lib/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSkin } from '../../lib/skin/skin-context';
import { emitLanguageChange } from './language-events';
import { storeLanguage } from './language-storage';

export interface LanguageControls {
  language: Locale;
  supported: Locale[];
  changeLanguage(language: Locale): Promise<void>;
}

export function useLanguage(): LanguageControls {
  const { i18n } = useTranslation();
  const { locales } = useSkin();
  const client = useGatewayClient();
  const hasToken = useHasToken();
  const queryClient = useQueryClient();
  const language = (locales.supported.find((locale) => locale === i18n.language) ??
    locales.default) as Locale;

  const changeLanguage = useCallback(
    async (next: Locale) => {
      if (next === language || !locales.supported.includes(next)) return;
      storeLanguage(next, window.localStorage);
      await i18n.changeLanguage(next);
      document.documentElement.lang = next;
      // The site has switched already; a server that missed it only keeps sending the old language
      // in messages until the next change, so a failure here is not the player's problem.
      if (hasToken) client.call('setLanguage', { language: next }).catch(() => undefined);
      emitLanguageChange(next);
      await queryClient.invalidateQueries({ queryKey: [GATEWAY_QUERY_ROOT] });
    },
    [client, hasToken, i18n, language, locales.supported, queryClient],
  );

  return { language, supported: locales.supported, changeLanguage };
}
