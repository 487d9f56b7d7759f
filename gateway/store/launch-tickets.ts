// The game page's launch tickets (spec 001 §2 launchGame): the ticket a launch wrote
// (catalogue/launch.ts), read back by its hash while it lives, with the member it plays for.
import type { LaunchMode } from '../../engine';
import type { Queryable } from '../db/database';
import { sha256 } from '../rules/tokens';

export interface LaunchTicketRow {
  member_id: number;
  node_id: number;
  mode: LaunchMode;
  username: string;
  nickname: string;
  merchant_code: string;
  language: string;
}

/** The live ticket behind `ticket` (its secret), if any. */
export async function liveLaunchTicket(
  db: Queryable,
  ticket: string,
  now: Date,
): Promise<LaunchTicketRow | undefined> {
  const [row] = await db.query<LaunchTicketRow>(
    `SELECT t.member_id, t.node_id, t.mode, t.language, m.username, m.nickname, m.merchant_code FROM launch_tickets t JOIN members m ON m.id = t.member_id
     WHERE t.ticket_hash = $1 AND t.expires_at > $2`,
    [sha256(ticket), now],
  );
  return row;
}
