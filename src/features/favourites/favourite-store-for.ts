// One favourite store per gateway client (the app makes one client per page; tests make their own),
// so every heart on the page shows the same set and shares the one-per-second throttle (spec 001
// §4).
import {
  createFavouriteStore,
  type ApiClient,
  type FavouriteGame,
  type FavouriteStore,
} from '../../../engine';

export interface FavouriteStoreHooks {
  /** A call succeeded: lists that show favourites are stale. */
  onSaved: () => void;
  /** A call failed and the heart went back: tell the player. */
  onFailed: (error: unknown) => void;
}

const stores = new WeakMap<ApiClient, { store: FavouriteStore; hooks: FavouriteStoreHooks }>();

export function favouriteStoreFor(client: ApiClient, hooks: FavouriteStoreHooks): FavouriteStore {
  const known = stores.get(client);
  if (known) {
    // The latest component's handlers (its translation, its query client) are the ones to call.
    known.hooks = hooks;
    return known.store;
  }
  const entry = { hooks, store: undefined as unknown as FavouriteStore };
  const saved = <T>(call: Promise<T>) => call.then((value) => (entry.hooks.onSaved(), value));
  entry.store = createFavouriteStore({
    now: () => Date.now(),
    add: (game: FavouriteGame) =>
      saved(
        client.call('addFavourite', {
          nodeId: game.nodeId,
          vendor: game.vassalage,
          gameType: game.gameType,
        }),
      ),
    remove: (nodeId) => saved(client.call('removeFavourite', { nodeId })),
    onError: (error) => entry.hooks.onFailed(error),
  });
  stores.set(client, entry);
  return entry.store;
}
