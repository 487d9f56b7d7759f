// The agent centre (spec 001 §2, §3, §4, §7): contract flags, dividends and salaries, the team,
// income, downline transactions and transfers, and contracts an upline offers and a downline
// accepts, rejects or terminates. Accepting a lower rate than a contract the agent gave a downline
// terminates that downline contract, and the answer warns of it (spec 001 §4, §8).
import {
  FEATURES,
  moneyCents,
  moneyText,
  sumMoney,
  toMoney,
  type ApiContract,
  type ModuleId,
} from '../../engine';
import type { FamilyRoutes, MemberContext } from '../context/action-context';
import { amountCents } from '../core/amounts';
import { fail } from '../core/gateway-error';
import { requireModule } from '../core/merchants';
import type { Queryable } from '../db/database';
import { checkPaymentPassword } from '../members/payment-password';
import { mainBalance, moveMoney } from '../members/wallet';
import { pagedList, pagedQuery, pageOf } from './paging';
import { announceBalance, ledgerEntry, type LedgerRow } from './wallet';

type ContractKind = ApiContract['kind'];

/** The module each contract kind needs (CONTRIBUTING.md's table). */
/** Each contract kind's module, from the feature registry. */
export const CONTRACT_MODULES: Record<ContractKind, ModuleId> = {
  dividend: FEATURES.contractDividend.moduleId,
  dailySalary: FEATURES.contractDailySalary.moduleId,
  hourlySalary: FEATURES.contractHourlySalary.moduleId,
  realtimeSalary: FEATURES.contractRealtimeSalary.moduleId,
};

interface ContractRow {
  id: number;
  kind: ContractKind;
  upline_id: number;
  upline: string;
  downline: string;
  rate: string;
  terms: ApiContract['terms'];
  status: ApiContract['status'];
  created_at: Date;
  decided_at: Date | null;
}

const CONTRACT_SELECT = `SELECT c.id, c.kind, c.upline_id, u.username AS upline, d.username AS downline, c.rate, c.terms, c.status, c.created_at, c.decided_at
  FROM contracts c JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`;

function contractValue(row: ContractRow, memberId: number): ApiContract {
  return {
    id: row.id,
    kind: row.kind,
    upline: row.upline,
    downline: row.downline,
    rate: rateText(row.rate),
    terms: row.terms,
    status: row.status,
    direction: row.upline_id === memberId ? 'outgoing' : 'incoming',
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

async function directDownline(
  db: Queryable,
  agentId: number,
  username: string,
): Promise<{ id: number; username: string }> {
  const [downline] = await db.query<{ id: number; username: string }>(
    'SELECT id, username FROM members WHERE upline_id = $1 AND lower(username) = lower($2)',
    [agentId, username.trim()],
  );
  if (!downline) fail('NOT_FOUND', { message: `${username} is not in your direct downline.` });
  return downline;
}

async function offer(
  context: MemberContext<{ downline: string }>,
  kind: ContractKind,
  rate: string,
  terms: ApiContract['terms'],
): Promise<ApiContract> {
  const { session, merchant, now, db } = context;
  requireModule(merchant, CONTRACT_MODULES[kind]);
  const downline = await directDownline(db, session.memberId, context.payload.downline);
  const [open] = await db.query(
    "SELECT 1 FROM contracts WHERE upline_id = $1 AND downline_id = $2 AND kind = $3 AND status = 'offered'",
    [session.memberId, downline.id, kind],
  );
  if (open) {
    fail('CONFLICT', {
      message: `An offer of this kind to ${downline.username} is waiting for an answer.`,
    });
  }
  const [{ id }] = await db.query<{ id: number }>(
    "INSERT INTO contracts (merchant_code, upline_id, downline_id, kind, rate, terms, status, created_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'offered', $7) RETURNING id",
    [merchant.code, session.memberId, downline.id, kind, rate, JSON.stringify(terms), now],
  );
  const [row] = await db.query<ContractRow>(`${CONTRACT_SELECT} WHERE c.id = $1`, [id]);
  return contractValue(row, session.memberId);
}

/**
 * A contract's terms as stored: counts stay integers, amounts become money strings ("1000.00"), and
 * terms left out are dropped.
 */
const defined = (terms: Record<string, number | string | undefined>): ApiContract['terms'] =>
  Object.fromEntries(
    Object.entries(terms).flatMap(([key, value]) =>
      value === undefined
        ? []
        : [[key, typeof value === 'string' ? moneyText(amountCents(value, key)) : value]],
    ),
  );

/** A rate as the store keeps it ("0.50") as the contract reports it ("0.5"). */
const rateText = (rate: string): string => rate.replace(/\.?0+$/, '');

async function settle(
  context: MemberContext<unknown>,
  kind: ContractKind,
): Promise<{ claimed: number; amount: string; balance: string }> {
  const { session, now, db } = context;
  const rows = await db.query<{ amount: string }>(
    "UPDATE settlements SET status = 'claimed', claimed_at = $3 WHERE member_id = $1 AND kind = $2 AND status = 'pending' RETURNING amount",
    [session.memberId, kind, now],
  );
  const amount = sumMoney(rows.map((row) => row.amount));
  if (moneyCents(amount) === 0) {
    return { claimed: 0, amount, balance: await mainBalance(db, session.memberId) };
  }
  const { balance } = await moveMoney(db, {
    memberId: session.memberId,
    amount: moneyCents(amount),
    kind: 'DIVIDEND',
    remark: `${rows.length} ${kind} settlement(s)`,
    now,
  });
  announceBalance(context, session.memberId, balance);
  return { claimed: rows.length, amount, balance };
}

export const agentRoutes: FamilyRoutes<'agent'> = {
  consolidatedContract: {
    handler: async ({ session, db }) => {
      const rows = await db.query<{ kind: ContractKind; status: string; incoming: boolean }>(
        "SELECT kind, status, downline_id = $1 AS incoming FROM contracts WHERE (downline_id = $1 OR upline_id = $1) AND status IN ('offered', 'active')",
        [session.memberId],
      );
      const [member] = await db.query<{ enable_contract: boolean; enable_salary: boolean }>(
        'SELECT enable_contract, enable_salary FROM members WHERE id = $1',
        [session.memberId],
      );
      const holds = (kind: ContractKind) => rows.some((row) => row.kind === kind && row.incoming);
      return {
        dailysalreqtype: holds('dailySalary'),
        divtypereq: holds('dividend'),
        contracthoursalreq: holds('hourlySalary'),
        realtimesalreqtype: holds('realtimeSalary'),
        enableContract: member?.enable_contract ?? false,
        enableSalary: member?.enable_salary ?? false,
        pendingRequests: rows.filter((row) => row.incoming && row.status === 'offered').length,
      };
    },
  },
  processDividend: {
    agentOnly: true,
    module: 'DIVIDENDCT3',
    handler: (context) => settle(context, 'dividend'),
  },
  dailySalary: {
    agentOnly: true,
    module: 'DAILYSALARY3',
    handler: async ({ payload, session, db }) => {
      const result = await pagedQuery<{
        id: number;
        kind: ContractKind;
        period: string;
        rate: string;
        valid_bet: string;
        amount: string;
        status: 'pending' | 'claimed';
      }>(
        db,
        "SELECT id, kind, period, rate, valid_bet, amount, status, count(*) OVER () AS total_rows FROM settlements WHERE member_id = $1 AND kind = 'dailySalary' ORDER BY period DESC, id DESC",
        [session.memberId],
        pageOf(payload),
      );
      return pagedList(result, (row) => ({
        id: row.id,
        kind: row.kind,
        period: row.period,
        rate: rateText(row.rate),
        validBet: row.valid_bet,
        amount: row.amount,
        status: row.status,
      }));
    },
  },
  hourlySalaryContract: {
    agentOnly: true,
    handler: (context) =>
      offer(
        context,
        'hourlySalary',
        context.payload.rate,
        defined({
          hourlyBetAmount: context.payload.hourlyBetAmount,
          minActiveMembers: context.payload.minActiveMembers,
        }),
      ),
  },
  realtimeSalaryContract: {
    agentOnly: true,
    handler: (context) =>
      offer(
        context,
        'realtimeSalary',
        context.payload.profitWinRate,
        defined({
          lossRate: context.payload.lossRate,
          singleBetAmount: context.payload.singleBetAmount,
        }),
      ),
  },
  contractOffer: {
    agentOnly: true,
    handler: (context) =>
      offer(
        context,
        context.payload.kind,
        context.payload.rate,
        defined({
          minActiveMembers: context.payload.minActiveMembers,
          periodValidBet: context.payload.periodValidBet,
          minBetAmount: context.payload.minBetAmount,
        }),
      ),
  },
  contractRequests: {
    handler: async ({ payload, session, db }) => {
      const rows = await db.query<ContractRow>(
        `${CONTRACT_SELECT} WHERE (c.upline_id = $1 OR c.downline_id = $1) AND ($2::text IS NULL OR c.status = $2) ORDER BY c.created_at DESC, c.id DESC`,
        [session.memberId, payload.status ?? null],
      );
      return { list: rows.map((row) => contractValue(row, session.memberId)) };
    },
  },
  contractRespond: {
    handler: async ({ payload, session, now, transaction, language }) =>
      transaction(async (tx) => {
        const [row] = await tx.query<ContractRow>(
          `${CONTRACT_SELECT} WHERE c.id = $1 AND (c.upline_id = $2 OR c.downline_id = $2)`,
          [payload.contractId, session.memberId],
        );
        if (!row) fail('NOT_FOUND', { message: `No contract ${payload.contractId} of yours.` });
        const incomingOffer = row.status === 'offered' && row.upline_id !== session.memberId;
        if (payload.decision !== 'terminate' && !incomingOffer) {
          fail('CONFLICT', { message: 'Only an offer made to you can be accepted or rejected.' });
        }
        if (payload.decision === 'terminate' && row.status !== 'active') {
          fail('CONFLICT', { message: 'Only an active contract can be terminated.' });
        }
        const status =
          payload.decision === 'accept'
            ? 'active'
            : payload.decision === 'reject'
              ? 'rejected'
              : 'terminated';
        let terminated = 0;
        if (payload.decision === 'accept') {
          // The new contract replaces one of the same kind from the same upline.
          await tx.query(
            "UPDATE contracts SET status = 'terminated', decided_at = $3 WHERE downline_id = $1 AND kind = $2 AND status = 'active'",
            [session.memberId, row.kind, now],
          );
          const cut = await tx.query(
            "UPDATE contracts SET status = 'terminated', decided_at = $4 WHERE upline_id = $1 AND kind = $2 AND status = 'active' AND rate > $3 RETURNING id",
            [session.memberId, row.kind, row.rate, now],
          );
          terminated = cut.length;
        }
        await tx.query('UPDATE contracts SET status = $2, decided_at = $3 WHERE id = $1', [
          row.id,
          status,
          now,
        ]);
        const [updated] = await tx.query<ContractRow>(`${CONTRACT_SELECT} WHERE c.id = $1`, [
          row.id,
        ]);
        const warning =
          terminated > 0
            ? language === 'pt'
              ? `A nova taxa é menor que a de ${terminated} contrato(s) da sua equipe, que foram encerrados.`
              : `The new rate is below ${terminated} contract(s) you gave your downline; they were terminated.`
            : null;
        return {
          contract: contractValue(updated, session.memberId),
          terminatedDownlineContracts: terminated,
          warning,
        };
      }),
  },
  agentTeam: {
    agentOnly: true,
    handler: async ({ payload, session, db }) => {
      const result = await pagedQuery<{
        id: number;
        username: string;
        nickname: string;
        type: number;
        balance: string | null;
        downlines: number;
        registered_at: Date;
        last_login_at: Date | null;
      }>(
        db,
        `SELECT m.id, m.username, m.nickname, m.type, w.balance, (SELECT count(*) FROM members d WHERE d.upline_id = m.id) AS downlines, m.registered_at, m.last_login_at, count(*) OVER () AS total_rows
         FROM members m LEFT JOIN wallets w ON w.member_id = m.id AND w.wallet = 'MAIN'
         WHERE m.upline_id = $1 AND ($2::text IS NULL OR lower(m.username) LIKE '%' || lower($2) || '%') ORDER BY m.username`,
        [session.memberId, payload.username ?? null],
        pageOf(payload),
      );
      return pagedList(result, (row) => ({
        id: row.id,
        account: row.username,
        nickname: row.nickname,
        type: row.type,
        balance: row.balance ?? '0.00',
        downlineCount: row.downlines,
        registeredAt: row.registered_at.toISOString(),
        lastLoginAt: row.last_login_at?.toISOString() ?? null,
      }));
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
        `SELECT (SELECT count(*) FROM members WHERE upline_id = $1) AS team,
                (SELECT sum(p.valid_bet) FROM points_balances p JOIN members m ON m.id = p.member_id WHERE m.upline_id = $1) AS valid_bet,
                (SELECT sum(l.amount) FROM ledger l JOIN members m ON m.id = l.member_id WHERE m.upline_id = $1 AND l.kind IN ('GAME_BET', 'GAME_WIN') AND l.created_at > $2) AS profit_loss,
                (SELECT sum(amount) FROM settlements WHERE member_id = $1 AND kind = 'dividend' AND status = 'pending') AS dividend,
                (SELECT sum(amount) FROM settlements WHERE member_id = $1 AND kind <> 'dividend' AND status = 'pending') AS salary,
                (SELECT sum(amount) FROM settlements WHERE member_id = $1 AND status = 'claimed' AND claimed_at > $2) AS earned`,
        [session.memberId, since],
      );
      return {
        days,
        teamSize: row.team,
        teamValidBet: toMoney(row.valid_bet),
        teamProfitLoss: toMoney(row.profit_loss),
        dividendPending: toMoney(row.dividend),
        salaryPending: toMoney(row.salary),
        earned: toMoney(row.earned),
      };
    },
  },
  downlineTransactions: {
    agentOnly: true,
    handler: async ({ payload, session, db }) => {
      const result = await pagedQuery<LedgerRow>(
        db,
        `SELECT l.id, m.username, l.kind, l.amount, l.balance_after, l.remark, l.created_at, count(*) OVER () AS total_rows
         FROM ledger l JOIN members m ON m.id = l.member_id WHERE m.upline_id = $1 AND ($2::text IS NULL OR lower(m.username) = lower($2)) ORDER BY l.id DESC`,
        [session.memberId, payload.username ?? null],
        pageOf(payload),
      );
      return pagedList(result, ledgerEntry);
    },
  },
  downlineTransfer: {
    agentOnly: true,
    handler: async (context) => {
      const { payload, session, now, db } = context;
      await checkPaymentPassword(db, session.memberId, payload.paymentPassword, now);
      const downline = await directDownline(db, session.memberId, payload.downline);
      const amount = amountCents(payload.amount);
      const out = await moveMoney(db, {
        memberId: session.memberId,
        amount: -amount,
        kind: 'DOWNLINE_TRANSFER',
        remark: `To ${downline.username}`,
        now,
      });
      const received = await moveMoney(db, {
        memberId: downline.id,
        amount,
        kind: 'UPLINE_TRANSFER',
        remark: `From ${session.username}`,
        now,
      });
      announceBalance(context, session.memberId, out.balance);
      announceBalance(context, downline.id, received.balance);
      return {
        transferId: out.ledgerId,
        balance: out.balance,
        downline: downline.username,
        downlineBalance: received.balance,
      };
    },
  },
};
