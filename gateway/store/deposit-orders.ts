// The member's deposit orders as the deposit records read them (spec 000 §2 depositv2); making
// and paying an order is a money move (members/deposits.ts).
import type { Queryable } from '../db/database';
import type { DepositOrderRow } from '../members/deposits';
import { pagedQuery, type Page, type PagedRows } from './paging';

/** One page of the member's orders, newest first. */
export function depositOrderPage(
  db: Queryable,
  memberId: number,
  page: Page,
): Promise<PagedRows<DepositOrderRow>> {
  return pagedQuery<DepositOrderRow>(
    db,
    `SELECT id, member_id, channel, amount, fee, currency, status, created_at, expires_at, paid_at, count(*) OVER () AS total_rows
         FROM deposit_orders WHERE member_id = $1 ORDER BY id DESC`,
    [memberId],
    page,
  );
}
