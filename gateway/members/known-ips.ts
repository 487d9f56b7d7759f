// The addresses a member has logged in from (spec 000 §4: "a login from an unregistered IP requires
// extra verification"). Every way in records its address (members/login.ts startSession); the
// security centre lists them and forgets one.
import type { Queryable } from '../db/database';

export interface KnownIpRow {
  ip: string;
  first_seen_at: Date;
  last_seen_at: Date;
}

export async function recordKnownIp(
  db: Queryable,
  memberId: number,
  ip: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO known_ips (member_id, ip, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (member_id, ip) DO UPDATE SET last_seen_at = $3`,
    [memberId, ip, now],
  );
}

export function knownIps(db: Queryable, memberId: number): Promise<KnownIpRow[]> {
  return db.query<KnownIpRow>(
    'SELECT ip, first_seen_at, last_seen_at FROM known_ips WHERE member_id = $1 ORDER BY last_seen_at DESC, ip',
    [memberId],
  );
}

/** Whether `ip` is known, and whether any address is (the first login knows none). */
export async function ipStanding(
  db: Queryable,
  memberId: number,
  ip: string,
): Promise<{ known: boolean; anyKnown: boolean }> {
  const [row] = await db.query<{ known: boolean; any_known: boolean }>(
    'SELECT bool_or(ip = $2) AS known, count(*) > 0 AS any_known FROM known_ips WHERE member_id = $1',
    [memberId, ip],
  );
  return { known: row?.known === true, anyKnown: row?.any_known === true };
}

export async function forgetKnownIp(db: Queryable, memberId: number, ip: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM known_ips WHERE member_id = $1 AND ip = $2 RETURNING ip',
    [memberId, ip],
  );
  return rows.length > 0;
}
