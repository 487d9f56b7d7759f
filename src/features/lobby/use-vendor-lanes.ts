// The vendor lanes (gameVendors value.data.lanes), shared with boot's read (GAME_VENDORS_PAYLOAD)
// and cached in session storage under `gameVendor` (spec 001 §7: "cached in session unless
// flushed"). A reload shows the cached lanes at once; a language change flushes the cache, and
// useLanguage fetches the lanes again with the games (spec 001 §4).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { createVendorCache, GAME_VENDORS_PAYLOAD, type ApiVendorLane } from '../../../engine';
import { gatewayQueryKey, useGatewayQuery } from '../../lib/api';
import { webStorage } from '../../lib/browser/web-storage';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useOnLanguageChange } from '../preferences/language-events';

// Where session storage is refused, the page's memory keeps the cache for the visit instead.
const cache = createVendorCache(webStorage('sessionStorage'));
// When the answer now in the cache arrived: every reader of the lanes (the home has a row per
// category) sees the same answer, and one write of it is enough (each is a JSON of every lane).
let writtenAt = 0;
const VENDORS_KEY = gatewayQueryKey('gameVendors', GAME_VENDORS_PAYLOAD);

export function useVendorLanes(): { lanes: ApiVendorLane[] | undefined; isPending: boolean } {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language = i18n.language;

  // Before boot's observer asks: a fresh cached answer spares the call (effects run child first).
  useLayoutEffect(() => {
    if (queryClient.getQueryData(VENDORS_KEY)) return;
    const lanes = cache.read(language);
    if (lanes) queryClient.setQueryData(VENDORS_KEY, { data: { lanes } });
  }, [queryClient, language]);

  const vendors = useGatewayQuery('gameVendors', GAME_VENDORS_PAYLOAD, { staleTime: 5 * 60_000 });
  const lanes = vendors.data?.data.lanes;
  // Written when an answer arrives, under the language it was asked in: right after a language
  // change the lanes on screen are still the old language's, and must not be cached as the new
  // one's.
  const updatedAt = vendors.dataUpdatedAt;
  useEffect(() => {
    if (!lanes || updatedAt === writtenAt) return;
    writtenAt = updatedAt;
    cache.write(language, lanes);
  }, [lanes, language, updatedAt]);
  useOnLanguageChange(() => cache.flush());

  return { lanes, isPending: vendors.isPending };
}
