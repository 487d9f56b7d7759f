// The agent's settlements as lists (spec 001 §2 agentRevenueReport "my income" and the four
// settlement record pages): by day and kind, and one kind's given and received settlements.
// members/contract-settlement.ts writes them.
import type { ContractKind } from '../../engine';
import type { Queryable } from '../db/database';
import { pagedQuery, type Page, type PagedRows } from './paging';

/** The agent's own settlements over [from, until), days in the merchant's offset. */
export interface IncomePeriod {
  memberId: number;
  from: Date;
  until: Date;
  utcOffsetMinutes: number;
}

// A settlement belongs to the day its period started (seeded history rows: their period day).
const INCOME_WHERE = `FROM settlements s WHERE s.member_id = $1
        AND COALESCE(s.period_start, s.period::date::timestamptz) >= $2
        AND COALESCE(s.period_start, s.period::date::timestamptz) < $3`;

export interface IncomeDayRow {
  day: string;
  kind: ContractKind;
  settlements: number;
  amount: string | null;
}

/** One page of the agent's income by day and kind, the latest day first. */
export function incomeByDayPage(
  db: Queryable,
  period: IncomePeriod,
  page: Page,
): Promise<PagedRows<IncomeDayRow>> {
  return pagedQuery<IncomeDayRow>(
    db,
    `SELECT to_char(COALESCE(s.period_start, s.period::date::timestamptz) AT TIME ZONE 'UTC' + make_interval(mins => $4), 'YYYY-MM-DD') AS day,
                s.kind, count(*) AS settlements, SUM(s.amount) AS amount, count(*) OVER () AS total_rows
         ${INCOME_WHERE} GROUP BY day, s.kind ORDER BY day DESC, s.kind`,
    [period.memberId, period.from, period.until, period.utcOffsetMinutes],
    page,
  );
}

/** The agent's income in the period, by kind. */
export function incomeByKind(
  db: Queryable,
  period: IncomePeriod,
): Promise<Array<{ kind: ContractKind; amount: string | null }>> {
  return db.query<{ kind: ContractKind; amount: string | null }>(
    `SELECT s.kind, SUM(s.amount) AS amount ${INCOME_WHERE} GROUP BY s.kind ORDER BY s.kind`,
    [period.memberId, period.from, period.until],
  );
}

export interface SettlementRow {
  id: number;
  kind: ContractKind;
  period: string;
  holder: string;
  member_id: number;
  rate: string;
  terms: Record<string, number | string> | null;
  valid_bet: string;
  base: string;
  active_members: number;
  amount: string;
  status: 'pending' | 'claimed';
  settled_at: Date | null;
}

/** One page of the settlements of a kind the agent received or gave its direct downline. */
export function settlementsPage(
  db: Queryable,
  memberId: number,
  kind: ContractKind,
  page: Page,
): Promise<PagedRows<SettlementRow>> {
  return pagedQuery<SettlementRow>(
    db,
    `SELECT s.id, s.kind, s.period, h.username AS holder, s.member_id, s.rate, c.terms, s.valid_bet, COALESCE(s.base, s.valid_bet) AS base, s.active_members, s.amount, s.status, s.settled_at, count(*) OVER () AS total_rows
         FROM settlements s JOIN members h ON h.id = s.member_id LEFT JOIN contracts c ON c.id = s.contract_id
        WHERE s.kind = $2 AND (s.member_id = $1 OR c.upline_id = $1) ORDER BY COALESCE(s.period_start, s.period::date::timestamptz) DESC, s.id DESC`,
    [memberId, kind],
    page,
  );
}

/** What the agent's settlements of a kind hold for it, unclaimed (null: none). */
export async function pendingSettlements(
  db: Queryable,
  memberId: number,
  kind: ContractKind,
): Promise<string | null> {
  const [pending] = await db.query<{ amount: string | null }>(
    "SELECT SUM(amount) AS amount FROM settlements WHERE member_id = $1 AND kind = $2 AND status = 'pending'",
    [memberId, kind],
  );
  return pending?.amount ?? null;
}

export interface SalaryRow {
  id: number;
  kind: ContractKind;
  period: string;
  rate: string;
  valid_bet: string;
  amount: string;
  status: 'pending' | 'claimed';
}

/** One page of the member's daily salary settlements, the latest period first. */
export function dailySalaryPage(
  db: Queryable,
  memberId: number,
  page: Page,
): Promise<PagedRows<SalaryRow>> {
  return pagedQuery<SalaryRow>(
    db,
    "SELECT id, kind, period, rate, valid_bet, amount, status, count(*) OVER () AS total_rows FROM settlements WHERE member_id = $1 AND kind = 'dailySalary' ORDER BY period DESC, id DESC",
    [memberId],
    page,
  );
}

/**
 * Marks the member's pending settlements of a kind claimed: their amounts (the caller credits
 * their sum in the same transaction).
 */
export async function claimPendingSettlements(
  db: Queryable,
  memberId: number,
  kind: ContractKind,
  now: Date,
): Promise<string[]> {
  const rows = await db.query<{ amount: string }>(
    "UPDATE settlements SET status = 'claimed', claimed_at = $3 WHERE member_id = $1 AND kind = $2 AND status = 'pending' RETURNING amount",
    [memberId, kind, now],
  );
  return rows.map((row) => row.amount);
}
