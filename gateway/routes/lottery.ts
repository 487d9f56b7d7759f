// Lottery calls (spec 001 §7: GET only; their fields are not shown, so these are ours). The
// lottery games are the catalogue's LOTT and ELOTT games; draws follow a fixed schedule per game
// and their numbers are derived from the game and the issue, so results are the same for everyone
// and never change after the draw.
import type { ApiLotteryGame } from '../../engine';
import type { Catalogue, CatalogueGame } from '../catalogue/catalogue';
import { gameValue } from '../catalogue/game-value';
import { findGame, launchGame } from '../catalogue/launch';
import type { FamilyRoutes } from '../context/action-context';
import { cashierOf } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import { createRandom, randomInt } from '../core/prng';
import { claimMission, memberMissions } from '../members/missions';
import { weeksGamesLaunched, weeksLaunchLeaders } from '../store/game-activity';

type PrizeMode = ApiLotteryGame['prizeMode'];

/**
 * Which catalogue category a prize mode draws from; SEA and ZY are regional modes of the same
 * games.
 */
const CATEGORY_OF: Record<PrizeMode, 'LOTT' | 'ELOTT'> = {
  LOTT: 'LOTT',
  ZY: 'LOTT',
  ELOTT: 'ELOTT',
  SEA: 'ELOTT',
};

export function drawIntervalMinutes(game: CatalogueGame): number {
  if (/1 phut/i.test(game.name)) return 1;
  if (/5 (min|phut)/i.test(game.name)) return 5;
  if (/Mien/i.test(game.name)) return 1440;
  return 10;
}

function lotteryGames(catalogue: Catalogue, prizeMode?: PrizeMode): CatalogueGame[] {
  return catalogue.games.filter((game) =>
    prizeMode
      ? game.gameType === CATEGORY_OF[prizeMode]
      : game.gameType === 'LOTT' || game.gameType === 'ELOTT',
  );
}

function lotteryGame(game: CatalogueGame): ApiLotteryGame {
  return {
    gameCode: game.gameCode,
    name: game.name,
    prizeMode: game.gameType === 'ELOTT' ? 'ELOTT' : 'LOTT',
    vassalage: game.vassalage,
    drawIntervalMinutes: drawIntervalMinutes(game),
  };
}

function issueOf(game: CatalogueGame, time: number): number {
  return Math.floor(time / (drawIntervalMinutes(game) * 60_000));
}

function drawNumbers(game: CatalogueGame, issue: number): string[] {
  let seed = issue;
  for (const char of game.gameCode) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) >>> 0;
  const random = createRandom(seed);
  return Array.from({ length: 5 }, () => String(randomInt(random, 0, 59)).padStart(2, '0'));
}

const REGION: Array<[RegExp, 'NORTH' | 'CENTRAL' | 'SOUTH']> = [
  [/Bac/i, 'NORTH'],
  [/Trung/i, 'CENTRAL'],
];

export const lotteryRoutes: FamilyRoutes<'lottery'> = {
  vnLotteryMenus: {
    handler: async ({ deps }) => {
      const games = lotteryGames(deps.catalogue, 'ELOTT').filter(
        (game) => game.vassalage === 'TCG_LOTTO_VN',
      );
      const regionOf = (game: CatalogueGame) =>
        REGION.find(([pattern]) => pattern.test(game.name))?.[1] ?? 'SOUTH';
      return {
        list: (['NORTH', 'CENTRAL', 'SOUTH'] as const).map((region) => ({
          region,
          games: games.filter((game) => regionOf(game) === region).map(lotteryGame),
        })),
      };
    },
  },
  lotteryResults: {
    handler: async ({ payload, deps, now }) => {
      const games = payload.gameCode
        ? [findGame(deps.catalogue, payload)]
        : lotteryGames(deps.catalogue);
      const limit = payload.limit ?? 10;
      const draws = games.flatMap((game) => {
        const interval = drawIntervalMinutes(game) * 60_000;
        const current = issueOf(game, now.getTime());
        return Array.from({ length: limit }, (_, back) => current - back).map((issue) => ({
          gameCode: game.gameCode,
          issue: String(issue),
          numbers: drawNumbers(game, issue),
          openedAt: new Date(issue * interval).toISOString(),
        }));
      });
      return {
        list: draws
          .sort(
            (a, b) => b.openedAt.localeCompare(a.openedAt) || a.gameCode.localeCompare(b.gameCode),
          )
          .slice(0, limit),
      };
    },
  },
  openedNumeroGame: {
    handler: async ({ deps, now }) => ({
      list: lotteryGames(deps.catalogue).map((game) => {
        const issue = issueOf(game, now.getTime()) + 1;
        return {
          gameCode: game.gameCode,
          name: game.name,
          issue: String(issue),
          closesAt: new Date(issue * drawIntervalMinutes(game) * 60_000).toISOString(),
        };
      }),
    }),
  },
  missionSummary: {
    handler: async ({ session, now, db }) => {
      // Missions: launch five games this week; each one done is worth 20 points.
      const completed = Math.min(await weeksGamesLaunched(db, session.memberId, now), 5);
      return { completed, total: 5, points: completed * 20 };
    },
  },
  missions: {
    handler: async ({ session, merchant, now, db }) => ({
      list: await memberMissions(
        db,
        session.memberId,
        cashierOf(merchant.settings).utcOffsetMinutes,
        now,
      ),
    }),
  },
  missionClaim: {
    realAccountOnly: true,
    handler: async (context) =>
      context.transaction((tx) =>
        claimMission(tx, {
          memberId: context.session.memberId,
          missionId: context.payload.missionId,
          utcOffset: cashierOf(context.merchant.settings).utcOffsetMinutes,
          now: context.now,
        }),
      ),
  },
  missionLeaderboard: {
    handler: async ({ payload, merchant, now, db }) => {
      const rows = await weeksLaunchLeaders(db, merchant.code, now, payload.limit ?? 20);
      return {
        list: rows.map((row, index) => ({
          rank: index + 1,
          customerName: `${row.username.slice(0, 2)}***${row.username.slice(-2)}`,
          score: row.score,
        })),
      };
    },
  },
  lotteryMenu: {
    handler: async ({ payload, deps }) => ({
      list: lotteryGames(deps.catalogue, payload.prizeMode).map(lotteryGame),
    }),
  },
  lotteryLaunch: {
    realAccountOnly: true,
    handler: async ({ payload, session, deps, db, origin, now }) => {
      const game = findGame(deps.catalogue, payload);
      if (game.gameType !== 'LOTT' && game.gameType !== 'ELOTT') {
        fail('BAD_REQUEST', { message: `${game.gameCode} is not a lottery game.` });
      }
      return launchGame(db, deps.catalogue, {
        memberId: session.memberId,
        game,
        mode: 'real',
        origin,
        now,
      });
    },
  },
  lotteryGames: {
    handler: async ({ payload, deps, now }) => {
      const prizeMode = payload.prizeMode ?? 'LOTT';
      return {
        prizeMode,
        list: lotteryGames(deps.catalogue, prizeMode).map((game) =>
          gameValue(game, { now: now.getTime() }),
        ),
      };
    },
  },
};
