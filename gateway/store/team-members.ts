// The agent's direct downline as the team page lists it (spec 001 §2 agentTeam), and the account
// type a new downline's is derived from.
import type { Queryable } from '../db/database';
import { pagedQuery, type Page, type PagedRows } from './paging';

export interface DownlineRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  balance: string | null;
  downlines: number;
  registered_at: Date;
  last_login_at: Date | null;
  active: boolean;
}

/**
 * One page of the parent's direct downline (names containing `search`, when set), by name; active
 * means a login or a play since `activeSince`.
 */
export function downlinePage(
  db: Queryable,
  filter: { parentId: number; search: string | null; activeSince: Date },
  page: Page,
): Promise<PagedRows<DownlineRow>> {
  return pagedQuery<DownlineRow>(
    db,
    `SELECT m.id, m.username, m.nickname, m.type, w.balance, (SELECT count(*) FROM members d WHERE d.upline_id = m.id) AS downlines, m.registered_at, m.last_login_at,
                (m.last_login_at >= $3 OR EXISTS (SELECT 1 FROM plays p WHERE p.member_id = m.id AND p.created_at >= $3)) AS active,
                count(*) OVER () AS total_rows
         FROM members m LEFT JOIN wallets w ON w.member_id = m.id AND w.wallet = 'MAIN'
         WHERE m.upline_id = $1 AND ($2::text IS NULL OR lower(m.username) LIKE '%' || lower($2) || '%') ORDER BY m.username`,
    [filter.parentId, filter.search, filter.activeSince],
    page,
  );
}

/** The member's account type (engine/roles). */
export async function accountType(db: Queryable, memberId: number): Promise<number> {
  const [member] = await db.query<{ type: number }>('SELECT type FROM members WHERE id = $1', [
    memberId,
  ]);
  return member.type;
}
