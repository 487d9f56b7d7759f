// The agent's reports (spec 001 §2 agentTeamOverview, personalHistoryCopy "team betting",
// palStatementsAgentCopy "user loss", agentRevenueReport "my income",
// agentDownlineTransactionDetailsCopy "account details", and the four settlement record pages),
// computed in SQL from the plays and the ledger of the agent's team: everyone below it at any
// depth. Periods are the merchant's days (core/record-period); a name outside the team is 403.
import {
  LEDGER_KINDS_BY_TYPE,
  moneyCents,
  moneyText,
  rangeInstants,
  today,
  toMoney,
  type ApiAnnouncement,
  type ContractKind,
} from '../../engine';
import type { FamilyRoutes, MemberContext } from '../context/action-context';
import { cashierOf } from '../core/cashier-settings';
import { requireModule } from '../core/merchants';
import { recordPeriod } from '../core/record-period';
import { chainMember, teamOf } from '../members/agent-chain';
import { settleDue } from '../members/contract-settlement';
import { announceBalance } from '../services/balance-announcements';
import { ledgerEntry, type LedgerRow } from '../store/ledger';
import { pagedList, pagedQuery, pageOf } from '../store/paging';
import { figures, playFiguresSql, type FigureRow } from '../store/play-figures';
import { CONTRACT_MODULES } from './agent-contract-form';

type PeriodPayload = { startDate?: string; endDate?: string };

type ReportRoutes = Pick<
  FamilyRoutes<'agent'>,
  | 'agentOverview'
  | 'teamBetting'
  | 'userLoss'
  | 'incomeReport'
  | 'downlineTransactions'
  | 'agentSettlements'
  | 'agentIncome'
  | 'agentAnnouncements'
  | 'agentCreditReport'
>;

/** The one member a report narrows to (inside the team, else 403), or null for the whole team. */
async function narrowedTo(context: MemberContext<{ username?: string }>): Promise<number | null> {
  const name = context.payload.username?.trim();
  if (!name) return null;
  return (await chainMember(context.db, context.session.memberId, name)).id;
}

/** The team's plays in the asked period (narrowed to one member): `FROM … WHERE …` and params. */
async function teamPlays(context: MemberContext<PeriodPayload & { username?: string }>) {
  const { payload, session, merchant, now } = context;
  const period = recordPeriod(payload, cashierOf(merchant.settings).utcOffsetMinutes, now);
  const member = await narrowedTo(context);
  const where = `FROM plays p JOIN team t ON t.id = p.member_id JOIN members m ON m.id = p.member_id
    WHERE p.created_at >= $2 AND p.created_at < $3 AND ($4::integer IS NULL OR p.member_id = $4)`;
  return { period, where, params: [session.memberId, period.from, period.until, member] };
}

/** Settles what the clock has finished, and tells the paid wallets their balance. */
export async function settleNow(context: MemberContext<unknown>): Promise<void> {
  const paid = await settleDue(context.db, context.transaction, context.merchant.code, context.now);
  for (const { memberId, balance } of paid) announceBalance(context, memberId, balance);
}

const TRANSACTION_KINDS = [
  ...LEDGER_KINDS_BY_TYPE.deposit,
  ...LEDGER_KINDS_BY_TYPE.withdrawal,
  ...LEDGER_KINDS_BY_TYPE.transfer,
];

/** The credit report's movements (spec 001 §2 "also named: credit report"): money in and out of the
 * agent's own wallet, without its own plays. */
const CREDIT_TYPES = ['deposit', 'withdrawal', 'transfer', 'bonus', 'adjustment'] as const;

export const agentReportRoutes: ReportRoutes = {
  agentOverview: {
    agentOnly: true,
    handler: async ({ session, merchant, now, db }) => {
      const offset = cashierOf(merchant.settings).utcOffsetMinutes;
      const day = today(now, offset);
      const yesterday = today(new Date(now.getTime() - 86_400_000), offset);
      const ranges = [
        { period: 'today' as const, startDate: day, endDate: day },
        { period: 'yesterday' as const, startDate: yesterday, endDate: yesterday },
        { period: 'month' as const, startDate: `${day.slice(0, 8)}01`, endDate: day },
      ];
      const periods = [];
      for (const range of ranges) {
        const { from, until } = rangeInstants(range, offset);
        const [row] = await db.query<{
          team: number;
          new_members: number;
          active: number;
          deposits: string | null;
          withdrawals: string | null;
          valid_bet: string | null;
          profit: string | null;
        }>(
          `WITH RECURSIVE ${teamOf('$1')}
           SELECT (SELECT count(*) FROM team) AS team,
                  (SELECT count(*) FROM members m JOIN team t ON t.id = m.id WHERE m.registered_at >= $2 AND m.registered_at < $3) AS new_members,
                  (SELECT count(DISTINCT p.member_id) FROM plays p JOIN team t ON t.id = p.member_id WHERE p.created_at >= $2 AND p.created_at < $3) AS active,
                  (SELECT SUM(l.amount) FROM ledger l JOIN team t ON t.id = l.member_id WHERE l.kind = 'DEPOSIT' AND l.created_at >= $2 AND l.created_at < $3) AS deposits,
                  (SELECT -SUM(l.amount) FROM ledger l JOIN team t ON t.id = l.member_id WHERE l.kind IN ('WITHDRAWAL', 'WITHDRAWAL_REFUND') AND l.created_at >= $2 AND l.created_at < $3) AS withdrawals,
                  (SELECT SUM(p.valid_bet) FROM plays p JOIN team t ON t.id = p.member_id WHERE p.created_at >= $2 AND p.created_at < $3) AS valid_bet,
                  (SELECT SUM(p.win - p.stake) FROM plays p JOIN team t ON t.id = p.member_id WHERE p.settled AND p.created_at >= $2 AND p.created_at < $3) AS profit`,
          [session.memberId, from, until],
        );
        periods.push({
          ...range,
          teamSize: Number(row.team),
          newMembers: Number(row.new_members),
          activeMembers: Number(row.active),
          deposits: toMoney(row.deposits),
          withdrawals: toMoney(row.withdrawals),
          validBet: toMoney(row.valid_bet),
          profitLoss: toMoney(row.profit),
        });
      }
      return { periods };
    },
  },
  teamBetting: {
    agentOnly: true,
    handler: async (context) => {
      const { payload, db } = context;
      const { period, where, params } = await teamPlays(context);
      const result = await pagedQuery<{
        id: number;
        username: string;
        game_name: string | null;
        vendor: string;
        category: string;
        stake: string;
        valid_bet: string;
        win: string;
        created_at: Date;
      }>(
        db,
        `WITH RECURSIVE ${teamOf('$1')}
         SELECT p.id, m.username, g.display_name AS game_name, p.vendor, p.category, p.stake, p.valid_bet, p.win, p.created_at, count(*) OVER () AS total_rows
         ${where.replace('WHERE', 'LEFT JOIN games g ON g.node_id = p.node_id WHERE')} ORDER BY p.created_at DESC, p.id DESC`,
        params,
        pageOf(payload),
      );
      const [totals] = await db.query<FigureRow>(
        `WITH RECURSIVE ${teamOf('$1')} SELECT ${playFiguresSql('p.')} ${where}`,
        params,
      );
      return {
        ...pagedList(result, (row) => ({
          id: row.id,
          account: row.username,
          gameName: row.game_name ?? '',
          vendor: row.vendor,
          category: row.category,
          stake: row.stake,
          validBet: row.valid_bet,
          win: row.win,
          profit: moneyText(moneyCents(row.win) - moneyCents(row.stake)),
          createdAt: row.created_at.toISOString(),
        })),
        totals: figures(totals),
        startDate: period.startDate,
        endDate: period.endDate,
      };
    },
  },
  userLoss: {
    agentOnly: true,
    handler: async (context) => {
      const { payload, db } = context;
      const { period, where, params } = await teamPlays(context);
      const result = await pagedQuery<FigureRow & { username: string; plays: number }>(
        db,
        `WITH RECURSIVE ${teamOf('$1')}
         SELECT m.username, count(*) AS plays, ${playFiguresSql('p.')}, count(*) OVER () AS total_rows
         ${where} GROUP BY m.username ORDER BY SUM(p.win - p.stake), m.username`,
        params,
        pageOf(payload),
      );
      const [totals] = await db.query<FigureRow>(
        `WITH RECURSIVE ${teamOf('$1')} SELECT ${playFiguresSql('p.')} ${where}`,
        params,
      );
      return {
        ...pagedList(result, (row) => ({
          account: row.username,
          plays: Number(row.plays),
          ...figures(row),
        })),
        totals: figures(totals),
        startDate: period.startDate,
        endDate: period.endDate,
      };
    },
  },
  incomeReport: {
    agentOnly: true,
    handler: async (context) => {
      const { payload, session, merchant, now, db } = context;
      await settleNow(context);
      const offset = cashierOf(merchant.settings).utcOffsetMinutes;
      const period = recordPeriod(payload, offset, now);
      // A settlement belongs to the day its period started (seeded history rows: their period day).
      const where = `FROM settlements s WHERE s.member_id = $1
        AND COALESCE(s.period_start, s.period::date::timestamptz) >= $2
        AND COALESCE(s.period_start, s.period::date::timestamptz) < $3`;
      const params = [session.memberId, period.from, period.until, offset];
      const result = await pagedQuery<{
        day: string;
        kind: ContractKind;
        settlements: number;
        amount: string | null;
      }>(
        db,
        `SELECT to_char(COALESCE(s.period_start, s.period::date::timestamptz) AT TIME ZONE 'UTC' + make_interval(mins => $4), 'YYYY-MM-DD') AS day,
                s.kind, count(*) AS settlements, SUM(s.amount) AS amount, count(*) OVER () AS total_rows
         ${where} GROUP BY day, s.kind ORDER BY day DESC, s.kind`,
        params,
        pageOf(payload),
      );
      const byKind = await db.query<{ kind: ContractKind; amount: string | null }>(
        `SELECT s.kind, SUM(s.amount) AS amount ${where} GROUP BY s.kind ORDER BY s.kind`,
        params.slice(0, 3),
      );
      return {
        ...pagedList(result, (row) => ({
          date: row.day,
          kind: row.kind,
          settlements: Number(row.settlements),
          amount: toMoney(row.amount),
        })),
        byKind: byKind.map((row) => ({ kind: row.kind, amount: toMoney(row.amount) })),
        amount: moneyText(byKind.reduce((sum, row) => sum + moneyCents(toMoney(row.amount)), 0)),
        startDate: period.startDate,
        endDate: period.endDate,
      };
    },
  },
  downlineTransactions: {
    agentOnly: true,
    handler: async (context) => {
      const { payload, session, merchant, now, db } = context;
      const period = recordPeriod(payload, cashierOf(merchant.settings).utcOffsetMinutes, now);
      const member = await narrowedTo(context);
      const kinds = payload.type ? LEDGER_KINDS_BY_TYPE[payload.type] : TRANSACTION_KINDS;
      const result = await pagedQuery<LedgerRow>(
        db,
        `WITH RECURSIVE ${teamOf('$1')}
         SELECT l.id, m.username, l.kind, l.amount, l.balance_after, l.remark, l.created_at, count(*) OVER () AS total_rows
         FROM ledger l JOIN team t ON t.id = l.member_id JOIN members m ON m.id = l.member_id
         WHERE l.created_at >= $2 AND l.created_at < $3 AND ($4::integer IS NULL OR l.member_id = $4) AND l.kind = ANY($5::text[])
         ORDER BY l.id DESC`,
        [session.memberId, period.from, period.until, member, kinds],
        pageOf(payload),
      );
      return {
        ...pagedList(result, (row) => ledgerEntry(row, context.language)),
        startDate: period.startDate,
        endDate: period.endDate,
      };
    },
  },
  agentSettlements: {
    agentOnly: true,
    handler: async (context) => {
      const { payload, session, merchant, db } = context;
      requireModule(merchant, CONTRACT_MODULES[payload.kind]);
      await settleNow(context);
      const where = `FROM settlements s JOIN members h ON h.id = s.member_id LEFT JOIN contracts c ON c.id = s.contract_id
        WHERE s.kind = $2 AND (s.member_id = $1 OR c.upline_id = $1)`;
      const result = await pagedQuery<{
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
      }>(
        db,
        `SELECT s.id, s.kind, s.period, h.username AS holder, s.member_id, s.rate, c.terms, s.valid_bet, COALESCE(s.base, s.valid_bet) AS base, s.active_members, s.amount, s.status, s.settled_at, count(*) OVER () AS total_rows
         ${where} ORDER BY COALESCE(s.period_start, s.period::date::timestamptz) DESC, s.id DESC`,
        [session.memberId, payload.kind],
        pageOf(payload),
      );
      const [pending] = await db.query<{ amount: string | null }>(
        "SELECT SUM(amount) AS amount FROM settlements WHERE member_id = $1 AND kind = $2 AND status = 'pending'",
        [session.memberId, payload.kind],
      );
      return {
        ...pagedList(result, (row) => ({
          id: row.id,
          kind: row.kind,
          period: row.period,
          holder: row.holder,
          direction:
            row.member_id === session.memberId ? ('received' as const) : ('given' as const),
          rate: row.rate.replace(/\.?0+$/, ''),
          terms: row.terms ?? {},
          validBet: row.valid_bet,
          activeMembers: row.active_members,
          base: row.base,
          amount: row.amount,
          status: row.status,
          settledAt: row.settled_at?.toISOString() ?? null,
        })),
        pending: toMoney(pending?.amount),
      };
    },
  },
  agentIncome: {
    agentOnly: true,
    handler: async ({ payload, session, now, db }) => {
      const days = payload.days ?? 30;
      const since = new Date(now.getTime() - days * 86_400_000);
      const [row] = await db.query<{
        team: number;
        valid_bet: string | null;
        profit_loss: string | null;
        dividend: string | null;
        salary: string | null;
        earned: string | null;
      }>(
        `WITH RECURSIVE ${teamOf('$1')}
         SELECT (SELECT count(*) FROM team) AS team,
                (SELECT sum(p.valid_bet) FROM plays p JOIN team t ON t.id = p.member_id WHERE p.created_at > $2) AS valid_bet,
                (SELECT sum(p.win - p.stake) FROM plays p JOIN team t ON t.id = p.member_id WHERE p.settled AND p.created_at > $2) AS profit_loss,
                (SELECT sum(amount) FROM settlements WHERE member_id = $1 AND kind = 'dividend' AND status = 'pending') AS dividend,
                (SELECT sum(amount) FROM settlements WHERE member_id = $1 AND kind <> 'dividend' AND status = 'pending') AS salary,
                (SELECT sum(amount) FROM settlements WHERE member_id = $1 AND status = 'claimed' AND claimed_at > $2) AS earned`,
        [session.memberId, since],
      );
      return {
        days,
        teamSize: Number(row.team),
        teamValidBet: toMoney(row.valid_bet),
        teamProfitLoss: toMoney(row.profit_loss),
        dividendPending: toMoney(row.dividend),
        salaryPending: toMoney(row.salary),
        earned: toMoney(row.earned),
      };
    },
  },
  agentAnnouncements: {
    agentOnly: true,
    handler: async ({ merchant, language, db }) => {
      const rows = await db.query<{
        id: number;
        type: ApiAnnouncement['type'];
        execution: ApiAnnouncement['execution'];
        title: string;
        content: string;
        promotion_type: string | null;
        published_at: Date;
      }>(
        `SELECT id, type, execution, title->>$2 AS title, content->>$2 AS content, promotion_type, published_at
         FROM announcements WHERE merchant_code = $1 AND audience = 'agents' ORDER BY published_at DESC, id DESC`,
        [merchant.code, language],
      );
      return {
        list: rows.map((row) => ({
          id: row.id,
          type: row.type,
          title: row.title,
          content: row.content,
          promotionType: row.promotion_type,
          execution: row.execution,
          publishedAt: row.published_at.toISOString(),
        })),
      };
    },
  },
  agentCreditReport: {
    agentOnly: true,
    handler: async (context) => {
      const { payload, session, merchant, now, db } = context;
      // Settlements the clock has finished are credited first, so the report shows them.
      await settleNow(context);
      const period = recordPeriod(payload, cashierOf(merchant.settings).utcOffsetMinutes, now);
      const kinds = (payload.type ? [payload.type] : CREDIT_TYPES).flatMap(
        (type) => LEDGER_KINDS_BY_TYPE[type],
      );
      const where = `FROM ledger l JOIN members m ON m.id = l.member_id
        WHERE l.member_id = $1 AND l.created_at >= $2 AND l.created_at < $3 AND l.kind = ANY($4::text[])`;
      const params = [session.memberId, period.from, period.until, kinds];
      const result = await pagedQuery<LedgerRow>(
        db,
        `SELECT l.id, m.username, l.kind, l.amount, l.balance_after, l.remark, l.created_at, count(*) OVER () AS total_rows
         ${where} ORDER BY l.id DESC`,
        params,
        pageOf(payload),
      );
      const [sums] = await db.query<{ credited: string | null; debited: string | null }>(
        `SELECT SUM(l.amount) FILTER (WHERE l.amount > 0) AS credited, -SUM(l.amount) FILTER (WHERE l.amount < 0) AS debited ${where}`,
        params,
      );
      const credited = toMoney(sums.credited);
      const debited = toMoney(sums.debited);
      return {
        ...pagedList(result, (row) => ledgerEntry(row, context.language)),
        startDate: period.startDate,
        endDate: period.endDate,
        credited,
        debited,
        net: moneyText(moneyCents(credited) - moneyCents(debited)),
      };
    },
  },
};
