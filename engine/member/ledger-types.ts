// The account record's types (spec 000 §2 transactionHistory: deposit, withdrawal, transfer, bet,
// win, bonus, rebate, points): each ledger kind belongs to exactly one, so the record's filter and
// the label of a line come from the same table. Agent incomes (dividend, salary) count as bonuses;
// a manual correction is an adjustment.
import type { ApiLedgerEntry } from '../generated/action-types';
import type { LedgerType } from '../generated/vocabulary';

export type LedgerKind = ApiLedgerEntry['kind'];

export const LEDGER_KINDS_BY_TYPE: Readonly<Record<LedgerType, readonly LedgerKind[]>> = {
  deposit: ['DEPOSIT'],
  withdrawal: ['WITHDRAWAL', 'WITHDRAWAL_REFUND'],
  transfer: ['TRANSFER_IN', 'TRANSFER_OUT', 'UPLINE_TRANSFER', 'DOWNLINE_TRANSFER'],
  bet: ['GAME_BET'],
  win: ['GAME_WIN'],
  bonus: ['BONUS', 'RAFFLE', 'VIP_BONUS', 'DIVIDEND', 'SALARY'],
  rebate: ['REBATE'],
  points: ['POINTS_CONVERT'],
  adjustment: ['ADJUSTMENT'],
};

const TYPE_OF_KIND = new Map<LedgerKind, LedgerType>(
  Object.entries(LEDGER_KINDS_BY_TYPE).flatMap(([type, kinds]) =>
    kinds.map((kind) => [kind, type as LedgerType] as const),
  ),
);

/** The record type of a ledger kind. */
export function ledgerTypeOf(kind: LedgerKind): LedgerType {
  const type = TYPE_OF_KIND.get(kind);
  if (!type) {
    throw new Error(
      `ledgerTypeOf: the ledger kind "${kind}" has no record type in LEDGER_KINDS_BY_TYPE.`,
    );
  }
  return type;
}
