// The settlement engine (spec 001 §3 Contracts, §9): each finished period of a kind (engine
// periodStart) is paid to the contract of that kind in force at the period's end, from the plays of
// its holder's team (the holder and everyone below it), with the engine's settlementAmount. A
// contract settles from the start of the period it was accepted in up to the end of the last
// period that ended while it was active, so of contracts that replaced each other in one period
// only the last is paid for it, and a contract ended before a period's end is not paid for it. A period is written once: the
// contract's `settled_until` moves past it in the same transaction, under the contract's row lock,
// and the unique (contract, period) index refuses a second row, so a restart or a second gateway
// on the same database writes nothing twice. Salaries are paid into the holder's main wallet at
// once (a SALARY ledger line); dividends wait as pending until processDividend claims them. It runs
// on the gateway clock whenever an agent reads its settlements, income or overview, so moving the
// clock on (tests, /__dev/clock) and reading settles what the passing time finished.
import {
  moneyCents,
  moneyText,
  periodLabel,
  periodStart,
  settlementAmount,
  SETTLEMENT_PERIODS,
  toMoney,
  type ContractKind,
  type ContractTerms,
} from '../../engine';
import type { Queryable } from '../db/database';
import { crewOf } from './agent-chain';
import { moveMoney } from './wallet';

interface DueContract {
  id: number;
  kind: ContractKind;
  downline_id: number;
  rate: string;
  terms: ContractTerms;
  status: string;
  settled_until: Date;
  decided_at: Date | null;
}

interface BucketRow {
  bucket: string;
  valid_bet: string | null;
  active: number;
  net_loss: string | null;
  winning_bet: string | null;
  losing: string | null;
}

const cents = (value: string | null) => moneyCents(toMoney(value));

/** The single bet amount term (real-time salary counts only plays at least this big). */
function singleBet(terms: ContractTerms): string {
  const value = terms.singleBetAmount;
  return value === undefined ? '0' : String(value);
}

async function settleContract(
  tx: Queryable,
  contractId: number,
  now: Date,
): Promise<{ memberId: number; balance: string } | null> {
  const [contract] = await tx.query<DueContract>(
    'SELECT id, kind, downline_id, rate, terms, status, settled_until, decided_at FROM contracts WHERE id = $1 FOR UPDATE',
    [contractId],
  );
  if (!contract) return null;
  const { length, offset } = SETTLEMENT_PERIODS[contract.kind];
  // Periods wholly past; a terminated contract, those that ended while it was still in force.
  const ended = contract.status === 'terminated' ? contract.decided_at : null;
  const until = Math.min(
    periodStart(contract.kind, now.getTime()),
    ended ? periodStart(contract.kind, ended.getTime()) : Infinity,
  );
  const from = contract.settled_until.getTime();
  if (from >= until) {
    // Nothing is left for an ended contract: its mark moves to its end, out of settleDue's way.
    if (ended) {
      await tx.query('UPDATE contracts SET settled_until = $2 WHERE id = $1', [contract.id, ended]);
    }
    return null;
  }
  const buckets = await tx.query<BucketRow>(
    `WITH RECURSIVE ${crewOf('$1')}
     SELECT floor((extract(epoch FROM p.created_at) * 1000 - $4::numeric) / $5::numeric)::text AS bucket,
            SUM(p.valid_bet) AS valid_bet,
            COUNT(DISTINCT p.member_id) FILTER (WHERE p.valid_bet > 0) AS active,
            SUM(p.stake - p.win) FILTER (WHERE p.settled) AS net_loss,
            SUM(p.valid_bet) FILTER (WHERE p.settled AND p.win > p.stake AND p.stake >= $6::numeric) AS winning_bet,
            SUM(p.stake - p.win) FILTER (WHERE p.settled AND p.win < p.stake AND p.stake >= $6::numeric) AS losing
     FROM plays p JOIN crew c ON c.id = p.member_id
     WHERE p.created_at >= $2 AND p.created_at < $3
     GROUP BY bucket ORDER BY bucket`,
    [
      contract.downline_id,
      new Date(from),
      new Date(until),
      offset,
      length,
      singleBet(contract.terms),
    ],
  );
  let paid: { memberId: number; balance: string } | null = null;
  for (const row of buckets) {
    const start = Number(row.bucket) * length + offset;
    const result = settlementAmount(
      contract.kind,
      contract.rate.replace(/\.?0+$/, ''),
      contract.terms,
      {
        validBet: cents(row.valid_bet),
        activeMembers: Number(row.active),
        netLoss: cents(row.net_loss),
        winningBet: cents(row.winning_bet),
        losingAmount: cents(row.losing),
      },
    );
    const salary = contract.kind !== 'dividend';
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO settlements (member_id, kind, period, rate, valid_bet, amount, status, claimed_at, contract_id, period_start, active_members, settled_at, base)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $8, $12) ON CONFLICT DO NOTHING RETURNING id`,
      [
        contract.downline_id,
        contract.kind,
        periodLabel(contract.kind, start),
        contract.rate,
        toMoney(row.valid_bet),
        moneyText(result.amount),
        salary ? 'claimed' : 'pending',
        now,
        contract.id,
        new Date(start),
        Number(row.active),
        moneyText(result.base),
      ],
    );
    if (inserted.length > 0 && salary && result.amount > 0) {
      const credited = await moveMoney(tx, {
        memberId: contract.downline_id,
        amount: result.amount,
        kind: 'SALARY',
        remark: `${contract.kind} ${periodLabel(contract.kind, start)}`,
        now,
      });
      paid = { memberId: contract.downline_id, balance: credited.balance };
    }
  }
  await tx.query('UPDATE contracts SET settled_until = $2 WHERE id = $1', [
    contract.id,
    new Date(until),
  ]);
  return paid;
}

/**
 * Settles every finished period of the merchant's contracts; each contract in its own transaction.
 * Answers the wallets it paid into, for their balance events.
 */
export async function settleDue(
  db: Queryable,
  transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
  merchantCode: string,
  now: Date,
): Promise<Array<{ memberId: number; balance: string }>> {
  const due = await db.query<{ id: number; kind: ContractKind; settled_until: Date }>(
    "SELECT id, kind, settled_until FROM contracts WHERE merchant_code = $1 AND settled_until IS NOT NULL AND (status = 'active' OR (status = 'terminated' AND settled_until < decided_at))",
    [merchantCode],
  );
  const paid: Array<{ memberId: number; balance: string }> = [];
  for (const contract of due) {
    if (contract.settled_until.getTime() >= periodStart(contract.kind, now.getTime())) continue;
    const result = await transaction((tx) => settleContract(tx, contract.id, now));
    if (result) paid.push(result);
  }
  return paid;
}
