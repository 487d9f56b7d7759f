// Hits per rule and subject within the clock's hour, kept in SQL (hourly_counters): one statement
// adds the hit and answers the hour's count, so parallel requests, and several gateway processes on
// one database, count every hit exactly once. A hit in a new hour starts the count again.
import type { Queryable } from '../db/database';

export const HOUR_MS = 3_600_000;

export interface HourlyCount {
  /** Hits in this hour, this one included. */
  hits: number;
  /** Seconds until the hour ends and the count starts again (at least 1). */
  secondsLeft: number;
}

export async function countHourlyHit(
  db: Queryable,
  rule: string,
  subject: string,
  now: Date,
): Promise<HourlyCount> {
  const windowStart = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const [row] = await db.durable<{ hits: number }>(
    `INSERT INTO hourly_counters AS c (rule, subject, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (rule, subject) DO UPDATE SET
       hits = CASE WHEN c.window_start = EXCLUDED.window_start THEN c.hits + 1 ELSE 1 END,
       window_start = EXCLUDED.window_start
     RETURNING hits`,
    [rule, subject, windowStart],
  );
  const secondsLeft = Math.ceil((windowStart.getTime() + HOUR_MS - now.getTime()) / 1000);
  return { hits: row.hits, secondsLeft: Math.max(1, secondsLeft) };
}
