// The merchant's announcements (spec 000 §4 executions; spec 001 §2 the agent centre's notices) in
// the reader's language, newest first, as the contract sends them.
import type { ApiAnnouncement, Locale } from '../../engine';
import type { Queryable } from '../db/database';

interface AnnouncementRow {
  id: number;
  type: ApiAnnouncement['type'];
  execution: ApiAnnouncement['execution'];
  title: string;
  content: string;
  promotion_type: string | null;
  published_at: Date;
}

const announcement = (row: AnnouncementRow): ApiAnnouncement => ({
  id: row.id,
  type: row.type,
  title: row.title,
  content: row.content,
  promotionType: row.promotion_type,
  execution: row.execution,
  publishedAt: row.published_at.toISOString(),
});

/** The players' announcements of the given executions. */
export async function playerAnnouncements(
  db: Queryable,
  merchantCode: string,
  executions: readonly string[],
  language: Locale,
): Promise<ApiAnnouncement[]> {
  const rows = await db.query<AnnouncementRow>(
    `SELECT id, type, execution, title->>$3 AS title, content->>$3 AS content, promotion_type, published_at
         FROM announcements WHERE merchant_code = $1 AND execution = ANY($2::text[]) AND audience = 'all' ORDER BY published_at DESC, id DESC`,
    [merchantCode, executions, language],
  );
  return rows.map(announcement);
}

/** The announcements for the merchant's agents. */
export async function agentAnnouncements(
  db: Queryable,
  merchantCode: string,
  language: Locale,
): Promise<ApiAnnouncement[]> {
  const rows = await db.query<AnnouncementRow>(
    `SELECT id, type, execution, title->>$2 AS title, content->>$2 AS content, promotion_type, published_at
         FROM announcements WHERE merchant_code = $1 AND audience = 'agents' ORDER BY published_at DESC, id DESC`,
    [merchantCode, language],
  );
  return rows.map(announcement);
}
