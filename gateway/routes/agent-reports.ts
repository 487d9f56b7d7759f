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
} from '../../engine';
import type { FamilyRoutes, MemberContext } from '../context/action-context';
import { cashierOf } from '../core/cashier-settings';
import { requireModule } from '../core/merchants';
import { recordPeriod } from '../core/record-period';
import { chainMember } from '../members/agent-chain';
import { contractModule } from '../rules/contract-form';
import { settleNow } from '../services/settlements';
import { agentAnnouncements } from '../store/announcements';
import { ledgerEntry, ownLedgerPage, ownLedgerSums } from '../store/ledger';
import { pagedList, pageOf } from '../store/paging';
import { figures } from '../store/play-figures';
import {
  incomeByDayPage,
  incomeByKind,
  pendingSettlements,
  settlementsPage,
} from '../store/settlements';
import {
  teamIncome,
  teamLedgerPage,
  teamLossPage,
  teamOverview,
  teamPlaysPage,
  teamPlayTotals,
  type TeamPeriod,
} from '../store/team-reports';

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

/** The asked period of the agent's team (narrowed to one member of it). */
async function teamPeriod(context: MemberContext<PeriodPayload & { username?: string }>) {
  const { payload, session, merchant, now } = context;
  const period = recordPeriod(payload, cashierOf(merchant.settings).utcOffsetMinutes, now);
  const memberId = await narrowedTo(context);
  const team: TeamPeriod = {
    agentId: session.memberId,
    from: period.from,
    until: period.until,
    memberId,
  };
  return { period, team };
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
        const row = await teamOverview(db, session.memberId, from, until);
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
      const { period, team } = await teamPeriod(context);
      const result = await teamPlaysPage(db, team, pageOf(payload));
      const totals = await teamPlayTotals(db, team);
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
      const { period, team } = await teamPeriod(context);
      const result = await teamLossPage(db, team, pageOf(payload));
      const totals = await teamPlayTotals(db, team);
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
      const income = {
        memberId: session.memberId,
        from: period.from,
        until: period.until,
        utcOffsetMinutes: offset,
      };
      const result = await incomeByDayPage(db, income, pageOf(payload));
      const byKind = await incomeByKind(db, income);
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
      const team = {
        agentId: session.memberId,
        from: period.from,
        until: period.until,
        memberId: member,
      };
      const result = await teamLedgerPage(db, team, kinds, pageOf(payload));
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
      requireModule(merchant, contractModule(payload.kind));
      await settleNow(context);
      const result = await settlementsPage(db, session.memberId, payload.kind, pageOf(payload));
      const pending = await pendingSettlements(db, session.memberId, payload.kind);
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
        pending: toMoney(pending),
      };
    },
  },
  agentIncome: {
    agentOnly: true,
    handler: async ({ payload, session, now, db }) => {
      const days = payload.days ?? 30;
      const since = new Date(now.getTime() - days * 86_400_000);
      const row = await teamIncome(db, session.memberId, since);
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
      return { list: await agentAnnouncements(db, merchant.code, language) };
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
      const lines = { memberId: session.memberId, kinds, from: period.from, until: period.until };
      const result = await ownLedgerPage(db, lines, pageOf(payload));
      const sums = await ownLedgerSums(db, lines);
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
