// Paging of SQL lists: LIMIT/OFFSET from pageNo and pageSize, and totalPages of at least 1.
import type { Queryable } from '../db/database';

export interface Page {
  pageNo: number;
  pageSize: number;
}

export function pageOf(payload: { pageNo?: number; pageSize?: number }, defaultSize = 15): Page {
  return { pageNo: payload.pageNo ?? 1, pageSize: payload.pageSize ?? defaultSize };
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** One page of rows and the paging numbers of the whole list. */
export interface PagedRows<T> {
  rows: T[];
  pageNo: number;
  total: number;
  totalPages: number;
}

/**
 * Runs `sql` (which must select `count(*) OVER () AS total_rows`) for one page; returns the rows
 * and the paging numbers the contract's list values carry.
 */
export async function pagedQuery<T>(
  db: Queryable,
  sql: string,
  params: readonly unknown[],
  page: Page,
): Promise<PagedRows<T>> {
  const rows = await db.query<T & { total_rows: number }>(
    `${sql} LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`,
    params,
  );
  let total = rows[0]?.total_rows;
  if (total === undefined) {
    // Past the last page: count anyway, so the client learns the real totalPages.
    const [counted] = await db.query<{ total_rows: number }>(
      `SELECT count(*) AS total_rows FROM (${sql}) AS counted`,
      params,
    );
    total = counted?.total_rows ?? 0;
  }
  return { rows, pageNo: page.pageNo, total, totalPages: totalPages(total, page.pageSize) };
}

/** A page of rows as the contract's list values carry it: `{ list, pageNo, totalPages, total }`. */
export function pagedList<Row, Item>(
  result: PagedRows<Row>,
  item: (row: Row) => Item,
): { list: Item[]; pageNo: number; totalPages: number; total: number } {
  return {
    list: result.rows.map(item),
    pageNo: result.pageNo,
    totalPages: result.totalPages,
    total: result.total,
  };
}
