// The member's points (spec 001 §3, §8 points mall): credits that are not a play's, a mission's or
// a redeem's (members/* keeps those beside the rest of their move), and what the mall's pages read:
// the balance, the goods, the redeem records and the points ledger.
import type { Locale, RedeemStatus } from '../../engine';
import type { Queryable } from '../db/database';
import type { PointsLine } from '../members/points-ledger';
import { pagedQuery, type Page, type PagedRows } from './paging';

/** Adds `points` to the member's balance (under the row's lock); the new balance. */
export async function addPoints(tx: Queryable, memberId: number, points: number): Promise<number> {
  const [row] = await tx.query<{ points: number }>(
    'UPDATE points_balances SET points = points + $2 WHERE member_id = $1 RETURNING points',
    [memberId, points],
  );
  return row.points;
}

/** The member's points (0 before the first credit). */
export async function pointsOf(db: Queryable, memberId: number): Promise<number> {
  const [row] = await db.query<{ points: number }>(
    'SELECT points FROM points_balances WHERE member_id = $1',
    [memberId],
  );
  return row?.points ?? 0;
}

export interface GoodsRow {
  id: number;
  name: string;
  points: number;
  amount_requirement: string;
  stock: number;
}

/** The merchant's goods in the reader's language, cheapest first. */
export function goodsRows(
  db: Queryable,
  merchantCode: string,
  language: Locale,
): Promise<GoodsRow[]> {
  return db.query<GoodsRow>(
    'SELECT id, name->>$2 AS name, points, amount_requirement, stock FROM points_goods WHERE merchant_code = $1 ORDER BY points, id',
    [merchantCode, language],
  );
}

export interface RedeemRow {
  id: number;
  name: string;
  quantity: number;
  points: number;
  amount_requirement: string;
  status: RedeemStatus;
  created_at: Date;
}

/** One page of the member's redeems, newest first. */
export function redeemPage(
  db: Queryable,
  memberId: number,
  language: Locale,
  page: Page,
): Promise<PagedRows<RedeemRow>> {
  return pagedQuery<RedeemRow>(
    db,
    `SELECT r.id, g.name->>$2 AS name, r.quantity, r.points, g.amount_requirement, r.status, r.created_at, count(*) OVER () AS total_rows
         FROM redeems r JOIN points_goods g ON g.id = r.goods_id WHERE r.member_id = $1 ORDER BY r.id DESC`,
    [memberId, language],
    page,
  );
}

export interface PointsLineRow {
  id: number;
  changed_points: number;
  points_balance: number;
  remark: string;
  type: PointsLine['type'];
  status: PointsLine['status'];
  created_at: Date;
}

/** One page of the member's points ledger, newest first. */
export function pointsLedgerPage(
  db: Queryable,
  memberId: number,
  page: Page,
): Promise<PagedRows<PointsLineRow>> {
  return pagedQuery<PointsLineRow>(
    db,
    'SELECT id, changed_points, points_balance, remark, type, status, created_at, count(*) OVER () AS total_rows FROM points_ledger WHERE member_id = $1 ORDER BY id DESC',
    [memberId],
    page,
  );
}
