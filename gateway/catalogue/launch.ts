// Launching a game (spec 001 §2, §7): the player gets the URL of a small game page the gateway
// serves, behind a one-time-looking ticket that lasts 10 minutes, and the launch is recorded as a
// play (what recentList and popular read).
import type { ApiLaunch } from '../../engine';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { newSecret } from '../rules/tokens';
import type { Catalogue, CatalogueGame } from './catalogue';

export const TICKET_TTL_MS = 10 * 60 * 1000;

export function findGame(
  catalogue: Catalogue,
  reference: { nodeId?: number; gameCode?: string },
): CatalogueGame {
  const game =
    reference.nodeId !== undefined
      ? catalogue.game(reference.nodeId)
      : reference.gameCode
        ? catalogue.gameByCode(reference.gameCode)
        : undefined;
  if (!game) fail('NOT_FOUND', { message: `No game ${reference.nodeId ?? reference.gameCode}.` });
  return game;
}

export async function launchGame(
  db: Queryable,
  catalogue: Catalogue,
  launch: {
    memberId: number;
    game: CatalogueGame;
    mode: 'real' | 'free';
    origin: string;
    now: Date;
    /** The site's language: the game page speaks it. */
    language?: 'pt' | 'en';
  },
): Promise<ApiLaunch> {
  const { game, mode, now } = launch;
  // A VASSALAGE game is a lobby: its sub-games launch, it does not (spec 001 §2).
  if (game.isGame === 'VASSALAGE') {
    fail('BAD_REQUEST', {
      message: `${game.name} is a lobby: launch one of its games (vassGameType lists them).`,
    });
  }
  if (mode === 'free' && game.supportPlay !== 0) {
    fail('BAD_REQUEST', { message: `${game.name} offers no free trial.` });
  }
  if (catalogue.vendors.find((vendor) => vendor.code === game.vassalage)?.maintenance) {
    fail('MAINTENANCE', { value: { vassalage: game.vassalage } });
  }
  const ticket = newSecret();
  await db.query(
    'INSERT INTO launch_tickets (ticket_hash, member_id, node_id, mode, expires_at, language) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      ticket.hash,
      launch.memberId,
      game.nodeId,
      mode,
      new Date(now.getTime() + TICKET_TTL_MS),
      launch.language ?? 'en',
    ],
  );
  await db.query(
    'INSERT INTO game_launches (member_id, node_id, mode, launched_at) VALUES ($1, $2, $3, $4)',
    [launch.memberId, game.nodeId, mode, now],
  );
  return {
    url: `${launch.origin}/lgw/game-page/${ticket.secret}`,
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    mode,
  };
}

export async function favouriteIds(db: Queryable, memberId: number): Promise<Set<number>> {
  const rows = await db.query<{ node_id: number }>(
    'SELECT node_id FROM favourites WHERE member_id = $1',
    [memberId],
  );
  return new Set(rows.map((row) => row.node_id));
}

/** The member's played games, each once, most recent launch first. */
export async function recentPlays(
  db: Queryable,
  memberId: number,
): Promise<Array<{ nodeId: number; lastPlayedAt: Date }>> {
  const rows = await db.query<{ node_id: number; last_played_at: Date }>(
    'SELECT node_id, max(launched_at) AS last_played_at FROM game_launches WHERE member_id = $1 GROUP BY node_id ORDER BY last_played_at DESC LIMIT 200',
    [memberId],
  );
  return rows.map((row) => ({ nodeId: row.node_id, lastPlayedAt: row.last_played_at }));
}
