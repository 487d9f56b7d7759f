// The member's own records in SQL (spec 000 §2 personalHistoryCopy, personalProfit,
// bonusDetails): the plays over a period (a category's, a vendor's) with their sums, by day and
// by category, and the bonuses received.
import type { Category, Locale } from '../../engine';
import type { Queryable } from '../db/database';
import { pagedQuery, type Page, type PagedRows } from './paging';
import { playFiguresSql, type FigureRow } from './play-figures';

const FIGURES = playFiguresSql();

/** The member's plays over [from, until), narrowed to a category and a vendor when set. */
export interface PlaysFilter {
  memberId: number;
  from: Date;
  until: Date;
  category: string | null;
  vendor: string | null;
}

const PLAYS_WHERE = `member_id = $1 AND created_at >= $2 AND created_at < $3
        AND ($4::text IS NULL OR category = $4) AND ($5::text IS NULL OR vendor = $5)`;
const playsParams = (filter: PlaysFilter) => [
  filter.memberId,
  filter.from,
  filter.until,
  filter.category,
  filter.vendor,
];

export interface PlayRow {
  id: number;
  node_id: number;
  vendor: string;
  category: Category;
  stake: string;
  valid_bet: string;
  win: string;
  settled: boolean;
  created_at: Date;
}

/** One page of the member's plays, newest first. */
export function playsPage(
  db: Queryable,
  filter: PlaysFilter,
  page: Page,
): Promise<PagedRows<PlayRow>> {
  return pagedQuery<PlayRow>(
    db,
    `SELECT id, node_id, vendor, category, stake, valid_bet, win, settled, created_at, count(*) OVER () AS total_rows
         FROM plays WHERE ${PLAYS_WHERE} ORDER BY created_at DESC, id DESC`,
    playsParams(filter),
    page,
  );
}

/** The sums of those plays. */
export async function playsTotals(
  db: Queryable,
  filter: PlaysFilter,
): Promise<FigureRow | undefined> {
  const [totals] = await db.query<FigureRow>(
    `SELECT ${FIGURES} FROM plays WHERE ${PLAYS_WHERE}`,
    playsParams(filter),
  );
  return totals;
}

/** The member's play sums over [from, until): per day (the merchant's), per category, in all. */
export async function profitAndLoss(
  db: Queryable,
  period: { memberId: number; from: Date; until: Date; utcOffsetMinutes: number },
): Promise<{
  days: Array<FigureRow & { day: string }>;
  categories: Array<FigureRow & { category: Category }>;
  totals: FigureRow | undefined;
}> {
  const params = [period.memberId, period.from, period.until];
  const where = 'member_id = $1 AND created_at >= $2 AND created_at < $3';
  const days = await db.query<FigureRow & { day: string }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC' + make_interval(mins => $4), 'YYYY-MM-DD') AS day, ${FIGURES}
         FROM plays WHERE ${where} GROUP BY day ORDER BY day DESC`,
    [...params, period.utcOffsetMinutes],
  );
  const categories = await db.query<FigureRow & { category: Category }>(
    `SELECT category, ${FIGURES} FROM plays WHERE ${where}
         GROUP BY category ORDER BY SUM(stake) DESC, category`,
    params,
  );
  const [totals] = await db.query<FigureRow>(`SELECT ${FIGURES} FROM plays WHERE ${where}`, params);
  return { days, categories, totals };
}

/** The member's bonuses over [from, until), of a kind when set. */
export interface BonusFilter {
  memberId: number;
  kind: string | null;
  from: Date;
  until: Date;
}

const BONUS_WHERE =
  'member_id = $1 AND ($2::text IS NULL OR kind = $2) AND created_at >= $3 AND created_at < $4';
const bonusParams = (filter: BonusFilter) => [
  filter.memberId,
  filter.kind,
  filter.from,
  filter.until,
];

export interface BonusRow {
  id: number;
  kind: 'promotion' | 'raffle' | 'rebate' | 'vip';
  title: string;
  amount: string;
  status: 'issued' | 'pending' | 'expired';
  created_at: Date;
}

/** One page of the member's bonuses in the reader's language, newest first. */
export function bonusPage(
  db: Queryable,
  filter: BonusFilter,
  language: Locale,
  page: Page,
): Promise<PagedRows<BonusRow>> {
  return pagedQuery<BonusRow>(
    db,
    `SELECT id, kind, title->>$5 AS title, amount, status, created_at, count(*) OVER () AS total_rows
         FROM bonuses WHERE ${BONUS_WHERE} ORDER BY id DESC`,
    [...bonusParams(filter), language],
    page,
  );
}

/** What those bonuses issued in all (null: none). */
export async function bonusesIssued(db: Queryable, filter: BonusFilter): Promise<string | null> {
  const [issued] = await db.query<{ total: string | null }>(
    `SELECT SUM(amount) AS total FROM bonuses WHERE ${BONUS_WHERE} AND status = 'issued'`,
    bonusParams(filter),
  );
  return issued?.total ?? null;
}
