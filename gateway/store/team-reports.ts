// The agent's team reports in SQL (spec 001 §2 agentTeamOverview, "team betting", "user loss",
// "account details", agentIncome): the plays and the ledger of everyone below the agent at any
// depth (members/agent-chain.ts `teamOf`), over a period [from, until).
import type { Queryable } from '../db/database';
import { teamOf } from '../members/agent-chain';
import { LEDGER_COLUMNS, type LedgerRow } from './ledger';
import { pagedQuery, type Page, type PagedRows } from './paging';
import { playFiguresSql, type FigureRow } from './play-figures';

/** The agent's team over [from, until), narrowed to one member of it when `memberId` is set. */
export interface TeamPeriod {
  agentId: number;
  from: Date;
  until: Date;
  memberId: number | null;
}

export interface TeamOverviewRow {
  team: number;
  new_members: number;
  active: number;
  deposits: string | null;
  withdrawals: string | null;
  valid_bet: string | null;
  profit: string | null;
}

/** The team's size, newcomers, active players, deposits, withdrawals, valid bet and profit. */
export async function teamOverview(
  db: Queryable,
  agentId: number,
  from: Date,
  until: Date,
): Promise<TeamOverviewRow> {
  const [row] = await db.query<TeamOverviewRow>(
    `WITH RECURSIVE ${teamOf('$1')}
           SELECT (SELECT count(*) FROM team) AS team,
                  (SELECT count(*) FROM members m JOIN team t ON t.id = m.id WHERE m.registered_at >= $2 AND m.registered_at < $3) AS new_members,
                  (SELECT count(DISTINCT p.member_id) FROM plays p JOIN team t ON t.id = p.member_id WHERE p.created_at >= $2 AND p.created_at < $3) AS active,
                  (SELECT SUM(l.amount) FROM ledger l JOIN team t ON t.id = l.member_id WHERE l.kind = 'DEPOSIT' AND l.created_at >= $2 AND l.created_at < $3) AS deposits,
                  (SELECT -SUM(l.amount) FROM ledger l JOIN team t ON t.id = l.member_id WHERE l.kind IN ('WITHDRAWAL', 'WITHDRAWAL_REFUND') AND l.created_at >= $2 AND l.created_at < $3) AS withdrawals,
                  (SELECT SUM(p.valid_bet) FROM plays p JOIN team t ON t.id = p.member_id WHERE p.created_at >= $2 AND p.created_at < $3) AS valid_bet,
                  (SELECT SUM(p.win - p.stake) FROM plays p JOIN team t ON t.id = p.member_id WHERE p.settled AND p.created_at >= $2 AND p.created_at < $3) AS profit`,
    [agentId, from, until],
  );
  return row;
}

/** The team's plays in the period: `FROM … WHERE …` and its parameters. */
function teamPlays(period: TeamPeriod) {
  const where = `FROM plays p JOIN team t ON t.id = p.member_id JOIN members m ON m.id = p.member_id
    WHERE p.created_at >= $2 AND p.created_at < $3 AND ($4::integer IS NULL OR p.member_id = $4)`;
  return { where, params: [period.agentId, period.from, period.until, period.memberId] };
}

export interface TeamPlayRow {
  id: number;
  username: string;
  game_name: string | null;
  vendor: string;
  category: string;
  stake: string;
  valid_bet: string;
  win: string;
  created_at: Date;
}

/** One page of the team's plays, newest first. */
export function teamPlaysPage(
  db: Queryable,
  period: TeamPeriod,
  page: Page,
): Promise<PagedRows<TeamPlayRow>> {
  const { where, params } = teamPlays(period);
  return pagedQuery<TeamPlayRow>(
    db,
    `WITH RECURSIVE ${teamOf('$1')}
         SELECT p.id, m.username, g.display_name AS game_name, p.vendor, p.category, p.stake, p.valid_bet, p.win, p.created_at, count(*) OVER () AS total_rows
         ${where.replace('WHERE', 'LEFT JOIN games g ON g.node_id = p.node_id WHERE')} ORDER BY p.created_at DESC, p.id DESC`,
    params,
    page,
  );
}

/** One page of the team's members by their plays' sums, the biggest loss first. */
export function teamLossPage(
  db: Queryable,
  period: TeamPeriod,
  page: Page,
): Promise<PagedRows<FigureRow & { username: string; plays: number }>> {
  const { where, params } = teamPlays(period);
  return pagedQuery<FigureRow & { username: string; plays: number }>(
    db,
    `WITH RECURSIVE ${teamOf('$1')}
         SELECT m.username, count(*) AS plays, ${playFiguresSql('p.')}, count(*) OVER () AS total_rows
         ${where} GROUP BY m.username ORDER BY SUM(p.win - p.stake), m.username`,
    params,
    page,
  );
}

/** The sums of all the team's plays in the period. */
export async function teamPlayTotals(
  db: Queryable,
  period: TeamPeriod,
): Promise<FigureRow | undefined> {
  const { where, params } = teamPlays(period);
  const [totals] = await db.query<FigureRow>(
    `WITH RECURSIVE ${teamOf('$1')} SELECT ${playFiguresSql('p.')} ${where}`,
    params,
  );
  return totals;
}

/** One page of the team's ledger lines of the given kinds, newest first. */
export function teamLedgerPage(
  db: Queryable,
  period: TeamPeriod,
  kinds: readonly string[],
  page: Page,
): Promise<PagedRows<LedgerRow>> {
  return pagedQuery<LedgerRow>(
    db,
    `WITH RECURSIVE ${teamOf('$1')}
         SELECT ${LEDGER_COLUMNS}
         FROM ledger l JOIN team t ON t.id = l.member_id JOIN members m ON m.id = l.member_id
         WHERE l.created_at >= $2 AND l.created_at < $3 AND ($4::integer IS NULL OR l.member_id = $4) AND l.kind = ANY($5::text[])
         ORDER BY l.id DESC`,
    [period.agentId, period.from, period.until, period.memberId, kinds],
    page,
  );
}

export interface TeamIncomeRow {
  team: number;
  valid_bet: string | null;
  profit_loss: string | null;
  dividend: string | null;
  salary: string | null;
  earned: string | null;
}

/** The team's valid bet and profit since `since`, and the agent's pending and earned settlements. */
export async function teamIncome(
  db: Queryable,
  agentId: number,
  since: Date,
): Promise<TeamIncomeRow> {
  const [row] = await db.query<TeamIncomeRow>(
    `WITH RECURSIVE ${teamOf('$1')}
         SELECT (SELECT count(*) FROM team) AS team,
                (SELECT sum(p.valid_bet) FROM plays p JOIN team t ON t.id = p.member_id WHERE p.created_at > $2) AS valid_bet,
                (SELECT sum(p.win - p.stake) FROM plays p JOIN team t ON t.id = p.member_id WHERE p.settled AND p.created_at > $2) AS profit_loss,
                (SELECT sum(amount) FROM settlements WHERE member_id = $1 AND kind = 'dividend' AND status = 'pending') AS dividend,
                (SELECT sum(amount) FROM settlements WHERE member_id = $1 AND kind <> 'dividend' AND status = 'pending') AS salary,
                (SELECT sum(amount) FROM settlements WHERE member_id = $1 AND status = 'claimed' AND claimed_at > $2) AS earned`,
    [agentId, since],
  );
  return row;
}
