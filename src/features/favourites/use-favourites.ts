// The hearts of every game card (spec 001 §4 Favourite): which games are favourites and a throttled
// toggle. The set comes from favouriteIds after login (spec 001 §4: "After login: favourite games
// are loaded") and changes locally at once; a visitor's toggle opens the login popup (spec 001 §6).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { FavouriteGame } from '../../../engine';
import {
  apiErrorMessage,
  GATEWAY_QUERY_ROOT,
  useGatewayClient,
  useGatewayQuery,
} from '../../lib/api';
import { useFirstView } from '../../lib/browser/use-first-view';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useModal } from '../modals/use-modal';
import { useIsLoggedIn } from '../session/session-context';
import { favouriteStoreFor } from './favourite-store-for';

export interface Favourites {
  ids: ReadonlySet<number>;
  toggle(game: FavouriteGame): void;
}

/**
 * Reads that list favourites; refetched after a saved change. The hearts elsewhere read the store.
 */
function listsFavourites(queryKey: readonly unknown[]): boolean {
  const [root, action, payload] = queryKey;
  if (root !== GATEWAY_QUERY_ROOT) return false;
  return (
    action === 'favouriteList' ||
    action === 'favouriteIds' ||
    (action === 'gamesList' && (payload as { filter?: string } | undefined)?.filter === 'FAV')
  );
}

const none: ReadonlySet<number> = new Set();

export function useFavourites(): Favourites {
  const { t } = useTranslation();
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const { open } = useModal();
  const store = favouriteStoreFor(client, {
    onSaved: () =>
      void queryClient.invalidateQueries({ predicate: (query) => listsFavourites(query.queryKey) }),
    onFailed: (error) =>
      open('alert', {
        title: t('lobby.favouriteFailed'),
        message: apiErrorMessage(error, t),
        tone: 'warning',
      }),
  });
  const stored = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // A visitor's (none) while the page draws the build's first view: it pictures a visitor.
  const ids = useFirstView() ? none : stored;
  const saved = useGatewayQuery('favouriteIds', undefined, { staleTime: 60_000 });

  useEffect(() => {
    if (!loggedIn) store.reset([]);
    else if (saved.data) store.reset(saved.data.list);
  }, [loggedIn, saved.data, store]);

  const toggle = useCallback(
    (game: FavouriteGame) => {
      if (!loggedIn) open('login');
      else store.toggle(game);
    },
    [loggedIn, open, store],
  );
  return useMemo(() => ({ ids, toggle }), [ids, toggle]);
}
