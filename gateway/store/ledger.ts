// The ledger's lines as lists (spec 001 §7 account record, §10 the agent's team ledger): one
// member's by kind and period, and the contract's shape of a line.
import { ledgerTypeOf, type ApiLedgerEntry, type Locale } from '../../engine';
import type { Queryable } from '../db/database';
import { ledgerRemark } from '../members/ledger-remarks';
import { pagedQuery, type Page, type PagedRows } from './paging';

export interface LedgerRow {
  id: number;
  username: string;
  kind: ApiLedgerEntry['kind'];
  amount: string;
  balance_after: string;
  remark: string;
  created_at: Date;
}

/** The columns every ledger list selects, with the page's total. */
export const LEDGER_COLUMNS =
  'l.id, m.username, l.kind, l.amount, l.balance_after, l.remark, l.created_at, count(*) OVER () AS total_rows';

/** One member's lines of the given kinds (all when null) in [from, until), newest first. */
export function memberLedgerPage(
  db: Queryable,
  filter: { memberId: number; kinds: readonly string[] | null; from: Date; until: Date },
  page: Page,
): Promise<PagedRows<LedgerRow>> {
  return pagedQuery<LedgerRow>(
    db,
    `SELECT ${LEDGER_COLUMNS}
         FROM ledger l JOIN members m ON m.id = l.member_id
         WHERE l.member_id = $1 AND ($2::text[] IS NULL OR l.kind = ANY($2::text[]))
           AND l.created_at >= $3 AND l.created_at < $4
         ORDER BY l.id DESC`,
    [filter.memberId, filter.kinds, filter.from, filter.until],
    page,
  );
}

/** A member's own lines of the given kinds in [from, until). */
interface OwnLinesFilter {
  memberId: number;
  kinds: readonly string[];
  from: Date;
  until: Date;
}

/** The member's own lines of the given kinds in [from, until): `FROM … WHERE …` and params. */
function ownLines(filter: OwnLinesFilter) {
  const where = `FROM ledger l JOIN members m ON m.id = l.member_id
        WHERE l.member_id = $1 AND l.created_at >= $2 AND l.created_at < $3 AND l.kind = ANY($4::text[])`;
  return { where, params: [filter.memberId, filter.from, filter.until, filter.kinds] };
}

/** One page of the member's own lines of the given kinds, newest first (the credit report). */
export function ownLedgerPage(
  db: Queryable,
  filter: OwnLinesFilter,
  page: Page,
): Promise<PagedRows<LedgerRow>> {
  const { where, params } = ownLines(filter);
  return pagedQuery<LedgerRow>(
    db,
    `SELECT ${LEDGER_COLUMNS}
         ${where} ORDER BY l.id DESC`,
    params,
    page,
  );
}

/** What those lines credited and debited in all. */
export async function ownLedgerSums(
  db: Queryable,
  filter: OwnLinesFilter,
): Promise<{ credited: string | null; debited: string | null }> {
  const { where, params } = ownLines(filter);
  const [sums] = await db.query<{ credited: string | null; debited: string | null }>(
    `SELECT SUM(l.amount) FILTER (WHERE l.amount > 0) AS credited, -SUM(l.amount) FILTER (WHERE l.amount < 0) AS debited ${where}`,
    params,
  );
  return sums;
}

/** A ledger row as the contract sends it, its remark in the reader's language. */
export function ledgerEntry(row: LedgerRow, language: Locale): ApiLedgerEntry {
  return {
    id: row.id,
    account: row.username,
    kind: row.kind,
    type: ledgerTypeOf(row.kind),
    amount: row.amount,
    balanceAfter: row.balance_after,
    remark: ledgerRemark(row.kind, row.remark, language),
    createdAt: row.created_at.toISOString(),
  };
}
