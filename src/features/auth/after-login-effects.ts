// What a login sets going besides the session itself (spec 000 §4, spec 001 §4 "After login"):
// favourites are loaded, the after-login announcements flagged, the merchant's wallet mode read,
// and for real accounts under the agent policy the consolidated contract data. Reads go through the
// core's query keys (src/lib/api/query-keys.ts) so the features that show them find them in the
// cache.
import type { QueryClient } from '@tanstack/react-query';
import { POPUP_SESSION_KEYS, type ApiClient } from '../../../engine';
import { gatewayQueryKey } from '../../lib/api';
import { webStorage } from '../../lib/browser/web-storage';
import { SESSION_KEYS } from '../session/session-keys';

/**
 * Tells the announcements which login this is: `firstLogin` (session storage) is what the login
 * answer said, for execution F (spec 000 §4); the user popup's closed flag is dropped so the popup
 * shows once for this login.
 */
export const FIRST_LOGIN_SESSION_KEY = 'firstLogin';

export function flagAfterLoginAnnouncements(queryClient: QueryClient, firstLogin: boolean): void {
  const session = webStorage('sessionStorage');
  session.setItem(FIRST_LOGIN_SESSION_KEY, String(firstLogin));
  session.removeItem(POPUP_SESSION_KEYS.user);
  void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('announcements') });
}

/**
 * Favourite ids, as the favourites feature reads them (spec 001 §4: "favourite games are loaded").
 */
export function loadFavourites(queryClient: QueryClient, client: ApiClient): void {
  void queryClient.prefetchQuery({
    queryKey: gatewayQueryKey('favouriteIds', {}, 'member'),
    queryFn: () => client.call('favouriteIds'),
  });
  void queryClient.invalidateQueries({ queryKey: gatewayQueryKey('favouriteList') });
}

/**
 * The consolidated contract flags, into the query cache and the spec's session keys (spec 000 §3).
 */
export async function loadConsolidated(queryClient: QueryClient, client: ApiClient): Promise<void> {
  try {
    const flags = await queryClient.fetchQuery({
      queryKey: gatewayQueryKey('consolidatedContract', {}, 'member'),
      queryFn: () => client.call('consolidatedContract'),
    });
    const session = webStorage('sessionStorage');
    session.setItem(SESSION_KEYS.consolidated, JSON.stringify(flags));
    session.setItem(SESSION_KEYS.enableSalary, String(flags.enableSalary));
    session.setItem(SESSION_KEYS.enableContract, String(flags.enableContract));
  } catch {
    // The agent centre and the contract dialog read it again when they need it.
  }
}

/**
 * The merchant's wallet mode (spec 001 §7 merchant wallet, isSingle) into the query cache, where the
 * wallet page finds it, and the spec's session key `merchantWallet` (spec 000 §3):
 * `{"isSingle":true}` for a merchant with one wallet for every game.
 */
export async function loadMerchantWallet(
  queryClient: QueryClient,
  client: ApiClient,
): Promise<void> {
  try {
    const wallet = await queryClient.fetchQuery({
      queryKey: gatewayQueryKey('merchantWallet', {}, 'member'),
      queryFn: () => client.call('merchantWallet', {}),
    });
    webStorage('sessionStorage').setItem(
      SESSION_KEYS.merchantWallet,
      JSON.stringify({ isSingle: wallet.isSingle }),
    );
  } catch {
    // The wallet page reads it again when it opens.
  }
}
