// What players did with the games (spec 001 §1 winners and popular games, §8 missions): the
// merchant's biggest wins, the vendors' notices, and the week's launches.
import type { Locale } from '../../engine';
import type { Queryable } from '../db/database';

const WEEK_MS = 7 * 86_400_000;

/** The merchant's biggest wins (in a category, or 'ALL'), at most `limit`. */
export function biggestWins(
  db: Queryable,
  merchantCode: string,
  category: string,
  limit: number,
): Promise<Array<{ node_id: number; customer_name: string; win_amount: string; won_at: Date }>> {
  return db.query<{ node_id: number; customer_name: string; win_amount: string; won_at: Date }>(
    `SELECT w.node_id, w.customer_name, w.win_amount, w.won_at FROM winners w JOIN games g ON g.node_id = w.node_id
         WHERE w.merchant_code = $1 AND ($2 = 'ALL' OR g.game_type = $2) ORDER BY w.win_amount DESC, w.id LIMIT $3`,
    [merchantCode, category, limit],
  );
}

export interface GameAnnouncementRow {
  id: number;
  vassalage: string;
  title: string;
  content: string;
  starts_at: Date;
  ends_at: Date;
}

/** The vendors' notices still running (one vendor's, when named), by start. */
export function gameAnnouncements(
  db: Queryable,
  language: Locale,
  now: Date,
  vassalage: string | null,
): Promise<GameAnnouncementRow[]> {
  return db.query<GameAnnouncementRow>(
    `SELECT id, vassalage, title->>$1 AS title, content->>$1 AS content, starts_at, ends_at FROM game_announcements
         WHERE ends_at > $2 AND ($3::text IS NULL OR vassalage = $3) ORDER BY starts_at`,
    [language, now, vassalage],
  );
}

/** The merchant's most launched games of the week before `now`, at most 50. */
export async function weeksMostLaunched(
  db: Queryable,
  merchantCode: string,
  now: Date,
): Promise<number[]> {
  const launched = await db.query<{ node_id: number }>(
    `SELECT p.node_id FROM game_launches p JOIN members m ON m.id = p.member_id
         WHERE m.merchant_code = $1 AND p.launched_at > $2 GROUP BY p.node_id ORDER BY count(*) DESC, max(p.launched_at) DESC LIMIT 50`,
    [merchantCode, new Date(now.getTime() - WEEK_MS)],
  );
  return launched.map((row) => row.node_id);
}

/** How many different games the member launched in the week before `now`. */
export async function weeksGamesLaunched(
  db: Queryable,
  memberId: number,
  now: Date,
): Promise<number> {
  const [row] = await db.query<{ games: number }>(
    'SELECT count(DISTINCT node_id) AS games FROM game_launches WHERE member_id = $1 AND launched_at > $2',
    [memberId, new Date(now.getTime() - WEEK_MS)],
  );
  return row.games;
}

/** The merchant's members by their launches in the week before `now`, at most `limit`. */
export function weeksLaunchLeaders(
  db: Queryable,
  merchantCode: string,
  now: Date,
  limit: number,
): Promise<Array<{ username: string; score: number }>> {
  return db.query<{ username: string; score: number }>(
    `SELECT m.username, count(*) AS score FROM game_launches p JOIN members m ON m.id = p.member_id
         WHERE m.merchant_code = $1 AND p.launched_at > $2 GROUP BY m.username ORDER BY score DESC, m.username LIMIT $3`,
    [merchantCode, new Date(now.getTime() - WEEK_MS), limit],
  );
}
