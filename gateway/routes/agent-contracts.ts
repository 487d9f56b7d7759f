// Contracts (spec 001 §2, §3, §4, §7): contract flags, dividends and salaries, and contracts an
// upline offers a direct downline and the downline accepts or rejects; either side may terminate an
// active one, as the engine's rule says (contractActions, members/contracts.ts). An agent offers a
// kind it has (enableContract for dividends, enableSalary for salaries, or a contract of that kind
// from its own upline), at most at its own rate of that kind, and one offer of a kind per downline
// at a time. Accepting a lower rate than a contract the agent gave a downline terminates that
// downline contract, and the answer warns of it (spec 001 §4, §8).
import {
  centsOf,
  isAgent,
  moneyCents,
  moneyText,
  sumMoney,
  type ActionValue,
  type ApiContract,
  type Locale,
} from '../../engine';
import type { FamilyRoutes, MemberContext } from '../context/action-context';
import { amountCents } from '../core/amounts';
import { fail } from '../core/gateway-error';
import { requireModule } from '../core/merchants';
import type { Queryable } from '../db/database';
import { directDownline } from '../members/agent-chain';
import {
  carryOut,
  contractById,
  contractToAnswer,
  contractValue,
  endingContracts,
  notYourContract,
  rateText,
  recordOffer,
  type ContractRow,
} from '../members/contracts';
import { mainBalance, moveMoney } from '../members/wallet';
import { contractFormSchema, contractModule } from '../rules/contract-form';
import { announceBalance } from '../services/balance-announcements';
import { settleNow } from '../services/settlements';
import { contractRequests, contractSwitches, offerRights, openContracts } from '../store/contracts';
import { pagedList, pageOf } from '../store/paging';
import { claimPendingSettlements, dailySalaryPage } from '../store/settlements';

type ContractRoutes = Pick<
  FamilyRoutes<'agent'>,
  | 'consolidatedContract'
  | 'processDividend'
  | 'dailySalary'
  | 'hourlySalaryContract'
  | 'realtimeSalaryContract'
  | 'contractOffer'
  | 'contractRequests'
  | 'contractRespond'
  | 'contractForm'
  | 'contractPreview'
>;

type ContractKind = ApiContract['kind'];

/** Whether the agent may offer `kind`, and the highest rate it may offer ("100" without a cap). */
export async function offerLimit(
  db: Queryable,
  agentId: number,
  kind: ContractKind,
): Promise<{ allowed: boolean; maxRate: string }> {
  const row = await offerRights(db, agentId, kind);
  const enabled = kind === 'dividend' ? row.enable_contract : row.enable_salary;
  if (row.rate !== null) return { allowed: true, maxRate: rateText(row.rate) };
  return { allowed: enabled, maxRate: '100' };
}

async function offer(
  context: MemberContext<{ downline: string }>,
  kind: ContractKind,
  rate: string,
  terms: ApiContract['terms'],
): Promise<ApiContract> {
  const { session, merchant, now, db } = context;
  requireModule(merchant, contractModule(kind));
  const downline = await directDownline(db, session.memberId, context.payload.downline);
  if (!isAgent(downline.type)) {
    fail('BAD_REQUEST', {
      texts: {
        en: `${downline.username} is a player: contracts are offered to downline agents only.`,
        pt: `${downline.username} é um jogador: contratos são oferecidos só a agentes da linha direta.`,
      },
      value: { field: 'downline' },
    });
  }
  const limit = await offerLimit(db, session.memberId, kind);
  if (!limit.allowed) {
    fail('FEATURE_DISABLED', {
      texts: {
        en: `You have no ${kind} contract to offer: ask your upline or the operator to enable it.`,
        pt: `Você não tem contrato ${kind} para oferecer: peça à sua linha superior ou à operadora.`,
      },
    });
  }
  if (rateHundredths(rate) > rateHundredths(limit.maxRate)) {
    fail('BAD_REQUEST', {
      texts: {
        en: `rate must be at most ${limit.maxRate}, your own ${kind} rate (got ${rate}).`,
        pt: `rate deve ser no máximo ${limit.maxRate}, a sua própria taxa de ${kind} (veio ${rate}).`,
      },
      value: { field: 'rate' },
    });
  }
  const id = await context.transaction((tx) =>
    recordOffer(tx, {
      merchantCode: merchant.code,
      uplineId: session.memberId,
      downline,
      kind,
      rate,
      terms,
      now,
    }),
  );
  askedToAnswer(context, downline.id);
  return contractValue((await contractById(db, id))!, session.memberId);
}

/**
 * Tells the member's sockets that a request now waits for its answer (spec 001 §4), so the site
 * opens its contract dialog (engine contractCue) without a reload.
 */
function askedToAnswer(context: MemberContext<unknown>, memberId: number): void {
  context.afterCommit(() => context.deps.events.toMember(memberId, { type: 'contract' }));
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

/** A rate in hundredths of a percent ("1.5" → 150), to compare two rates exactly. */
const rateHundredths = (rate: string): number => centsOf(rate) ?? 0;

async function settle(
  context: MemberContext<unknown>,
  kind: ContractKind,
): Promise<{ claimed: number; amount: string; balance: string }> {
  const { session, now, db } = context;
  const amounts = await claimPendingSettlements(db, session.memberId, kind, now);
  const amount = sumMoney(amounts);
  if (moneyCents(amount) === 0) {
    return { claimed: 0, amount, balance: await mainBalance(db, session.memberId) };
  }
  const { balance } = await moveMoney(db, {
    memberId: session.memberId,
    amount: moneyCents(amount),
    kind: 'DIVIDEND',
    remark: `${amounts.length} ${kind} settlement(s)`,
    now,
  });
  announceBalance(context, session.memberId, balance);
  return { claimed: amounts.length, amount, balance };
}

/** The spec 001 §8 warning, naming each downline contract that ends (null when none does). */
function endingWarning(
  language: Locale,
  ending: readonly ContractRow[],
  tense: 'willEnd' | 'ended',
): string | null {
  if (ending.length === 0) return null;
  const names = ending
    .map((contract) => `${contract.downline} (${rateText(contract.rate)}%)`)
    .join(', ');
  if (language === 'pt') {
    return tense === 'willEnd'
      ? `A nova taxa é menor que a dos contratos que você deu a ${names}: aceitar encerra esses contratos.`
      : `A nova taxa é menor que a dos contratos que você deu a ${names}: esses contratos foram encerrados.`;
  }
  return tense === 'willEnd'
    ? `The new rate is below the contracts you gave ${names}: accepting terminates them.`
    : `The new rate is below the contracts you gave ${names}: they were terminated.`;
}

/** contractRespond's answer: the contract as it is now, and what its accept ended. */
async function answer(
  db: Queryable,
  contractId: number,
  memberId: number,
  ending: readonly ContractRow[],
  language: Locale,
): Promise<ActionValue<'contractRespond'>> {
  return {
    contract: contractValue((await contractById(db, contractId))!, memberId),
    terminatedDownlineContracts: ending.length,
    warning: endingWarning(language, ending, 'ended'),
  };
}

export const agentContractRoutes: ContractRoutes = {
  consolidatedContract: {
    handler: async ({ session, db }) => {
      const rows = await openContracts(db, session.memberId);
      const member = await contractSwitches(db, session.memberId);
      const holds = (kind: ContractKind) => rows.some((row) => row.kind === kind && row.incoming);
      return {
        dailysalreqtype: holds('dailySalary'),
        divtypereq: holds('dividend'),
        contracthoursalreq: holds('hourlySalary'),
        realtimesalreqtype: holds('realtimeSalary'),
        enableContract: member?.enable_contract ?? false,
        enableSalary: member?.enable_salary ?? false,
        pendingRequests: rows.filter(
          (row) =>
            (row.incoming && row.status === 'offered') || (row.status === 'active' && row.asked),
        ).length,
      };
    },
  },
  processDividend: {
    agentOnly: true,
    module: 'DIVIDENDCT3',
    handler: async (context) => {
      await settleNow(context);
      return settle(context, 'dividend');
    },
  },
  dailySalary: {
    agentOnly: true,
    module: 'DAILYSALARY3',
    handler: async (context) => {
      const { payload, session, db } = context;
      await settleNow(context);
      const result = await dailySalaryPage(db, session.memberId, pageOf(payload));
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
    agentOnly: true,
    handler: async ({ payload, session, db }) => {
      const rows = await contractRequests(db, session.memberId, payload.status ?? null);
      return { list: rows.map((row) => contractValue(row, session.memberId)) };
    },
  },
  contractRespond: {
    agentOnly: true,
    handler: async (context) =>
      context.transaction(async (tx) => {
        const { payload, session, now, language } = context;
        const { row, action } = await contractToAnswer(tx, {
          contractId: payload.contractId,
          memberId: session.memberId,
          decision: payload.decision,
        });
        const ending = await carryOut(tx, { row, action, memberId: session.memberId, now });
        // A downline's termination request waits for its upline's answer.
        if (action === 'terminate' && row.upline_id !== session.memberId) {
          askedToAnswer(context, row.upline_id);
        }
        return answer(tx, row.id, session.memberId, ending, language);
      }),
  },
  contractForm: {
    agentOnly: true,
    handler: async ({ payload, session, merchant, db }) => {
      requireModule(merchant, contractModule(payload.kind));
      const limit = await offerLimit(db, session.memberId, payload.kind);
      return { schema: contractFormSchema(payload.kind, limit.maxRate), maxRate: limit.maxRate };
    },
  },
  contractPreview: {
    agentOnly: true,
    handler: async ({ payload, session, language, db }) => {
      const found = await contractById(db, payload.contractId);
      const row =
        found && (found.upline_id === session.memberId || found.downline_id === session.memberId)
          ? found
          : notYourContract(payload.contractId);
      const ending =
        row.status === 'offered' && row.upline_id !== session.memberId
          ? await endingContracts(db, session.memberId, row.kind, row.rate)
          : [];
      return {
        ending: ending.map((contract) => contractValue(contract, session.memberId)),
        warning: endingWarning(language, ending, 'willEnd'),
      };
    },
  },
};
