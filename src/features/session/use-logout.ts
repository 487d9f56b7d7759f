// Logout (spec 000 §4) as engine's runLogout sequence with the site's effects: the confirmation is
// the `logoutConfirm` modal, then the logout call with the page loader on, then — whether the call
// worked or not — the session cleared but for the merchant code (the store's clearSession also
// forgets the player's queries, balance included: src/app/session-query-sync.ts) and the route
// replaced with /.
//   const logout = useLogout();
//   logout({ confirmFirst: true })                       the account menu's sign out
//   logout({ confirmFirst: false, callServer: false })   a forced logout (socket): the token is dead
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { runLogout, type LogoutOptions, type LogoutOutcome } from '../../../engine';
import { useGatewayClient } from '../../lib/api';
import { useModalStore } from '../modals/modal-store';
import { usePageLoader } from '../modals/page-loader';
import { useSessionStore } from './session-context';

/**
 * Opens the confirmation and resolves with the answer; a modal closed or replaced unanswered is a
 * cancel.
 */
function askToLogOut(): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const modals = useModalStore.getState();
    modals.open('logoutConfirm', { onAnswer: resolve });
    const asked = useModalStore.getState().current?.id;
    const stop = useModalStore.subscribe((state) => {
      if (state.current?.id === asked) return;
      stop();
      resolve(false);
    });
  });
}

export function useLogout(): (options?: Partial<LogoutOptions>) => Promise<LogoutOutcome> {
  const client = useGatewayClient();
  const store = useSessionStore();
  const navigate = useNavigate();
  const loader = usePageLoader();
  return useCallback(
    ({ confirmFirst = true, callServer = true }: Partial<LogoutOptions> = {}) =>
      runLogout(
        {
          confirm: askToLogOut,
          callLogout: () => client.call('logout'),
          showLoader: loader.show,
          hideLoader: loader.hide,
          clearSession: () => store.getState().clearSession(),
          // Both live in the query cache, which clearSession has already emptied of the player's
          // reads.
          clearQueries: () => undefined,
          resetBalance: () => undefined,
          replaceRoute: (path) => void navigate(path, { replace: true }),
        },
        { confirmFirst, callServer },
      ),
    [client, loader.hide, loader.show, navigate, store],
  );
}
