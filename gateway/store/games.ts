// The stored catalogue's games as the dev fixtures pick them (catalogue/catalogue.ts keeps the
// catalogue the routes read in memory).
import type { Queryable } from '../db/database';

/** The code of the first game of the stored catalogue (by node id), for a play without one. */
export async function firstGameCode(db: Queryable): Promise<string> {
  const [first] = await db.query<{ game_code: string }>(
    "SELECT game_code FROM games WHERE is_game = 'GAME' ORDER BY node_id LIMIT 1",
  );
  return first.game_code;
}
