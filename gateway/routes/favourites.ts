// Favourites and recent games (spec 001 §3, §4, §7). Adding twice is not an error and adds once;
// recent games are the member's launches, each game once, the latest first.
import { paginate, type CatalogueGame } from '../catalogue/catalogue';
import { gameValue } from '../catalogue/game-value';
import { favouriteIds, recentPlays } from '../catalogue/launch';
import type { FamilyRoutes } from '../context/action-context';
import { fail } from '../core/gateway-error';
import { addFavourite, favouriteNodes, removeFavourite } from '../store/favourites';

const matches = (filter: { gameType?: string; vassalage?: string }) => (game: CatalogueGame) =>
  (!filter.gameType || game.gameType === filter.gameType) &&
  (!filter.vassalage || game.vassalage === filter.vassalage);

export const favouritesRoutes: FamilyRoutes<'favourites'> = {
  favouriteList: {
    handler: async ({ payload, session, deps, db, now }) => {
      const nodes = await favouriteNodes(db, session.memberId);
      const favourites = new Set(nodes);
      const games = nodes
        .map((nodeId) => deps.catalogue.game(nodeId))
        .filter((game): game is CatalogueGame => game !== undefined && matches(payload)(game));
      const pageNum = payload.pageNo ?? 1;
      const pageSize = payload.pageSize ?? 15;
      const page = paginate(games, pageNum, pageSize);
      return {
        content: page.items.map((game) => gameValue(game, { now: now.getTime(), favourites })),
        pageNum,
        pageSize,
        total: page.total,
        totalPages: page.totalPages,
      };
    },
  },
  favouriteIds: {
    handler: async ({ session, db }) => ({
      list: [...(await favouriteIds(db, session.memberId))].sort((a, b) => a - b),
    }),
  },
  addFavourite: {
    handler: async ({ payload, session, deps, db, now }) => {
      if (!deps.catalogue.game(payload.nodeId)) {
        fail('NOT_FOUND', { message: `No game ${payload.nodeId}.` });
      }
      const added = await addFavourite(db, session.memberId, payload.nodeId, now);
      return { nodeId: payload.nodeId, added };
    },
  },
  removeFavourite: {
    handler: async ({ payload, session, db }) => {
      const removed = await removeFavourite(db, session.memberId, payload.nodeId);
      return { nodeId: payload.nodeId, removed };
    },
  },
  recentList: {
    handler: async ({ payload, session, deps, db, now }) => {
      const favourites = await favouriteIds(db, session.memberId);
      const played = (await recentPlays(db, session.memberId))
        .map((play) => ({
          game: deps.catalogue.game(play.nodeId),
          lastPlayedAt: play.lastPlayedAt,
        }))
        .filter(
          (play): play is { game: CatalogueGame; lastPlayedAt: Date } =>
            play.game !== undefined && matches(payload)(play.game),
        );
      const pageNo = payload.page ?? 1;
      const page = paginate(played, pageNo, payload.pageSize ?? 15);
      return {
        list: page.items.map((play) => ({
          ...gameValue(play.game, { now: now.getTime(), favourites }),
          lastPlayedAt: play.lastPlayedAt.toISOString(),
        })),
        page: pageNo,
        totalPages: page.totalPages,
        total: page.total,
      };
    },
  },
};
