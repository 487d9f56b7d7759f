// Games for the lobby (spec 001 §3, §4, §7): vendors as value.data.lanes, the games list with its
// filters, search and paging, hot games, the winner board, vendor notices, VASSALAGE sub-games,
// launches, PVP rooms. Lists come from the in-memory catalogue; who favourited and played what
// comes from the store.
import { artSize } from '../art/art-kinds';
import { foldSearch, paginate } from '../catalogue/catalogue';
import { gameIconPath, gameValue, NEW_GAME_DAYS } from '../catalogue/game-value';
import { favouriteIds, findGame, launchGame, recentPlays } from '../catalogue/launch';
import { vendorLanes } from '../catalogue/vendor-lanes';
import type { FamilyRoutes } from '../context/action-context';
import { fail } from '../core/gateway-error';
import { checkLaunch } from '../members/rg-checks';
import { biggestWins, gameAnnouncements } from '../store/game-activity';

export const GAME_PAGE_SIZE = 15;
export const WINNERS_LIMIT = 20;

export const catalogueRoutes: FamilyRoutes<'catalogue'> = {
  gameVendors: {
    handler: async ({ deps, origin, language }) => ({
      data: { lanes: vendorLanes(deps.catalogue, origin, language) },
    }),
  },
  gamesList: {
    handler: async ({ payload, session, deps, db, now }) => {
      const filter = payload.filter ?? 'ALL';
      if ((filter === 'FAV' || filter === 'RECENT') && !session) fail('LOGIN_REQUIRED');
      const favourites = session ? await favouriteIds(db, session.memberId) : undefined;
      const nodeIds =
        filter === 'FAV'
          ? favourites
          : filter === 'RECENT' && session
            ? new Set((await recentPlays(db, session.memberId)).map((play) => play.nodeId))
            : undefined;
      const games = deps.catalogue.filter({
        gameType: payload.gameType,
        vassalage: payload.vassalage,
        gameClassify: payload.gameClassify,
        search: payload.gameName ? foldSearch(payload.gameName) : undefined,
        hotOnly: filter === 'HOT',
        releasedAfter: filter === 'NEW' ? now.getTime() - NEW_GAME_DAYS * 86_400_000 : undefined,
        nodeIds,
      });
      const pageNo = payload.pageNo ?? 1;
      const pageSize = payload.pageSize ?? GAME_PAGE_SIZE;
      const page = paginate(games, pageNo, pageSize);
      return {
        games: page.items.map((game) => gameValue(game, { now: now.getTime(), favourites })),
        pageNo,
        pageSize,
        total: page.total,
        totalPages: page.totalPages,
      };
    },
  },
  hotGames: {
    handler: async ({ payload, session, deps, db, now }) => {
      const favourites = session ? await favouriteIds(db, session.memberId) : undefined;
      const games = deps.catalogue
        .filter({ gameType: payload.gameType, vassalage: payload.vassalage, hotOnly: true })
        .slice(0, payload.limit ?? 60);
      return {
        list: games.map((game) => gameValue(game, { now: now.getTime(), favourites })),
      };
    },
  },
  winners: {
    handler: async ({ payload, merchant, deps, db }) => {
      const category = payload.gameCategory ?? 'ALL';
      const rows = await biggestWins(
        db,
        merchant.code,
        category,
        Math.min(payload.limitNum ?? WINNERS_LIMIT, WINNERS_LIMIT),
      );
      return {
        list: rows.map((row) => {
          const game = deps.catalogue.game(row.node_id);
          const gameCode = game?.gameCode ?? String(row.node_id);
          return {
            iconUrl: gameIconPath(gameCode),
            iconSize: artSize('games'),
            gameName: game?.name ?? '',
            gameCode,
            customerName: row.customer_name,
            winAmount: row.win_amount,
            wonAt: row.won_at.toISOString(),
          };
        }),
      };
    },
  },
  gameAnnouncements: {
    handler: async ({ payload, language, now, db }) => {
      const rows = await gameAnnouncements(db, language, now, payload.vassalage ?? null);
      return {
        list: rows.map((row) => ({
          id: row.id,
          vassalage: row.vassalage,
          title: row.title,
          content: row.content,
          startsAt: row.starts_at.toISOString(),
          endsAt: row.ends_at.toISOString(),
        })),
      };
    },
  },
  vassGameType: {
    handler: async ({ payload, session, deps, db, now }) => {
      const parent = findGame(deps.catalogue, payload);
      if (parent.isGame !== 'VASSALAGE') {
        fail('BAD_REQUEST', { message: `${parent.name} is not a VASSALAGE lobby.` });
      }
      const context = {
        now: now.getTime(),
        favourites: await favouriteIds(db, session.memberId),
      };
      return {
        parent: gameValue(parent, context),
        list: deps.catalogue.subGames(parent.nodeId).map((game) => gameValue(game, context)),
      };
    },
  },
  launchGame: {
    refusedWhileRestricted: true,
    realAccountOnly: true,
    handler: async ({ payload, session, merchant, deps, db, origin, now, language }) => {
      const mode = payload.mode ?? 'real';
      if (mode === 'real') await checkLaunch(db, session.memberId, merchant, now);
      return launchGame(db, deps.catalogue, {
        memberId: session.memberId,
        game: findGame(deps.catalogue, payload),
        mode,
        origin,
        now,
        language,
      });
    },
  },
  launchSocialGame: {
    refusedWhileRestricted: true,
    realAccountOnly: true,
    handler: async ({ payload, session, merchant, deps, db, origin, now, language }) => {
      await checkLaunch(db, session.memberId, merchant, now);
      return launchGame(db, deps.catalogue, {
        memberId: session.memberId,
        game: findGame(deps.catalogue, payload),
        mode: 'real',
        origin,
        now,
        language,
      });
    },
  },
  pvpRooms: {
    handler: async ({ payload, deps, now }) => {
      // Rooms are the tables of the PVP lobbies; their player counts drift every 5 minutes.
      const slot = Math.floor(now.getTime() / 300_000);
      const lobbies = deps.catalogue
        .filter({ gameType: 'PVP', vassalage: payload.vassalage })
        .filter((game) => game.isGame === 'VASSALAGE');
      return {
        list: lobbies.flatMap((lobby) =>
          deps.catalogue.subGames(lobby.nodeId).map((room, index) => ({
            roomId: room.gameCode,
            vassalage: room.vassalage,
            name: room.name,
            minBet: ['1.00', '5.00', '10.00', '50.00'][index % 4],
            maxBet: ['100.00', '500.00', '1000.00', '5000.00'][index % 4],
            players: (room.nodeId * 7 + slot * 13) % 40,
          })),
        ),
      };
    },
  },
};
