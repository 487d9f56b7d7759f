// The settlement rules of agent contracts (spec 001 §3 Contracts, §9 "Real-time salary: settled
// every 5 minutes"): which period a moment belongs to and what a period's plays earn the contract's
// holder. Periods are GMT: a day, an hour, 5 minutes, and for dividends a week from Monday (the spec
// leaves the dividend period open; gateway/README.md records the choice). Amounts are integer cents
// and a rate applies with percentOf (half a cent rounds away from zero).
import type { ApiContract } from '../generated/action-types';
import type { ContractKind } from '../model/skin-types';
import { percentOf, type Cents } from '../money';

export type ContractTerms = ApiContract['terms'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Length and offset from the epoch of each kind's periods (1970-01-01 was a Thursday). */
export const SETTLEMENT_PERIODS: Readonly<
  Record<ContractKind, { length: number; offset: number }>
> = {
  realtimeSalary: { length: 5 * MINUTE, offset: 0 },
  hourlySalary: { length: HOUR, offset: 0 },
  dailySalary: { length: DAY, offset: 0 },
  dividend: { length: 7 * DAY, offset: 4 * DAY },
};

/** The start (ms since the epoch) of the period of `kind` that holds the moment `at`. */
export function periodStart(kind: ContractKind, at: number): number {
  const { length, offset } = SETTLEMENT_PERIODS[kind];
  return Math.floor((at - offset) / length) * length + offset;
}

/** How a period is named on the records: its GMT day, hour or 5 minutes. */
export function periodLabel(kind: ContractKind, start: number): string {
  const iso = new Date(start).toISOString();
  if (kind === 'hourlySalary') return `${iso.slice(0, 10)} ${iso.slice(11, 13)}:00`;
  if (kind === 'realtimeSalary') return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  return iso.slice(0, 10);
}

/** What the holder's team (the holder and everyone below it) did in one period. */
export interface PeriodFigures {
  validBet: Cents;
  /** Team members with a valid bet in the period. */
  activeMembers: number;
  /** Stakes minus wins of settled plays: what the house won from the team. */
  netLoss: Cents;
  /** Real-time salary: the valid bet of won plays of at least the single bet amount. */
  winningBet: Cents;
  /** Real-time salary: stake minus win of lost plays of at least the single bet amount. */
  losingAmount: Cents;
}

export interface SettlementResult {
  /** Whether the period met the contract's minimums. */
  met: boolean;
  /** What the rate applied to. */
  base: Cents;
  amount: Cents;
}

/** A term as a number of cents (amounts are stored as money strings) or a count. */
function centsTerm(terms: ContractTerms, key: string): Cents {
  const value = terms[key];
  if (value === undefined) return 0;
  if (typeof value === 'number') return value * 100;
  const [units, fraction = ''] = value.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

function countTerm(terms: ContractTerms, key: string): number {
  const value = terms[key];
  return typeof value === 'number' ? value : 0;
}

/** A rate term ("0.5" or 0.5 as stored) as the rate text percentOf takes. */
function rateTerm(terms: ContractTerms, key: string): string {
  const value = terms[key];
  if (value === undefined) return '0';
  return typeof value === 'number' ? String(value) : value.replace(/\.?0+$/, '') || '0';
}

/**
 * What a period earns under a contract of `kind` at `rate` percent:
 * - daily salary: the team's valid bet × rate, when it reaches `minBetAmount` with at least
 *   `minActiveMembers` active members;
 * - hourly salary: the hour's valid bet × rate, when it reaches `hourlyBetAmount` with at least
 *   `minActiveMembers`;
 * - real-time salary: won bets × rate (the profit-win rate) plus lost amounts × `lossRate`, of
 *   plays of at least `singleBetAmount` (the caller counts only those);
 * - dividend: the team's net loss × rate, when the period's valid bet reaches `periodValidBet` with
 *   at least `minActiveMembers`; a period the team won earns nothing.
 */
export function settlementAmount(
  kind: ContractKind,
  rate: string,
  terms: ContractTerms,
  figures: PeriodFigures,
): SettlementResult {
  const enoughMembers = figures.activeMembers >= countTerm(terms, 'minActiveMembers');
  if (kind === 'realtimeSalary') {
    const base = figures.winningBet + figures.losingAmount;
    const amount =
      percentOf(figures.winningBet, rate) +
      percentOf(figures.losingAmount, rateTerm(terms, 'lossRate'));
    return { met: base > 0, base, amount };
  }
  if (kind === 'dividend') {
    const base = Math.max(0, figures.netLoss);
    const met = enoughMembers && figures.validBet >= centsTerm(terms, 'periodValidBet');
    return { met, base, amount: met ? percentOf(base, rate) : 0 };
  }
  const minimum = centsTerm(terms, kind === 'hourlySalary' ? 'hourlyBetAmount' : 'minBetAmount');
  const met = enoughMembers && figures.validBet >= minimum;
  return { met, base: figures.validBet, amount: met ? percentOf(figures.validBet, rate) : 0 };
}
