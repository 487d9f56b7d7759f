// Money moves: every change of a wallet writes a ledger line in the same transaction, and a
// wallet never goes below zero (the UPDATE refuses, and the table's CHECK backs it up). Amounts are
// integer cents here and exact numeric text in SQL; balances come back as money strings ("12.30").
import { moneyText, type ApiLedgerEntry, type Cents } from '../../engine';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';

export const MAIN_WALLET = 'MAIN';

/** What moved the money: the contract's ledger kinds (common.schema.json ledgerEntry). */
export type LedgerKind = ApiLedgerEntry['kind'];

export interface Move {
  memberId: number;
  wallet?: string;
  /** Positive credits, negative debits, in cents. */
  amount: Cents;
  kind: LedgerKind;
  remark: string;
  now: Date;
  /** The play a bet or a win belongs to (gateway/members/plays.ts). */
  playId?: number;
}

export async function moveMoney(
  tx: Queryable,
  move: Move,
): Promise<{ balance: string; ledgerId: number }> {
  const wallet = move.wallet ?? MAIN_WALLET;
  if (!Number.isSafeInteger(move.amount)) {
    throw new RangeError(`moveMoney: ${move.amount} is not a whole number of cents`);
  }
  const amount = moneyText(move.amount);
  let [row] = await tx.query<{ balance: string }>(
    'UPDATE wallets SET balance = balance + $3::numeric WHERE member_id = $1 AND wallet = $2 AND balance + $3::numeric >= 0 RETURNING balance',
    [move.memberId, wallet, amount],
  );
  if (!row) {
    const [existing] = await tx.query(
      'SELECT 1 FROM wallets WHERE member_id = $1 AND wallet = $2',
      [move.memberId, wallet],
    );
    if (existing || move.amount < 0) fail('INSUFFICIENT_FUNDS');
    [row] = await tx.query<{ balance: string }>(
      'INSERT INTO wallets (member_id, wallet, balance) VALUES ($1, $2, $3) RETURNING balance',
      [move.memberId, wallet, amount],
    );
  }
  const [ledger] = await tx.query<{ id: number }>(
    'INSERT INTO ledger (member_id, wallet, kind, amount, balance_after, remark, created_at, play_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
    [
      move.memberId,
      wallet,
      move.kind,
      amount,
      row.balance,
      move.remark,
      move.now,
      move.playId ?? null,
    ],
  );
  return { balance: row.balance, ledgerId: ledger.id };
}

export async function mainBalance(db: Queryable, memberId: number): Promise<string> {
  const [row] = await db.query<{ balance: string }>(
    'SELECT balance FROM wallets WHERE member_id = $1 AND wallet = $2',
    [memberId, MAIN_WALLET],
  );
  return row?.balance ?? '0.00';
}

export async function walletBalances(
  db: Queryable,
  memberId: number,
): Promise<Array<{ wallet: string; balance: string }>> {
  return db.query<{ wallet: string; balance: string }>(
    'SELECT wallet, balance FROM wallets WHERE member_id = $1 ORDER BY wallet <> $2, wallet',
    [memberId, MAIN_WALLET],
  );
}
