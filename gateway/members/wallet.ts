// Money moves: every change of a wallet writes a ledger line in the same transaction, and a
// wallet never goes below zero (the UPDATE refuses, and the table's CHECK backs it up). Amounts are
// integer cents here and exact numeric text in SQL; balances come back as money strings ("12.30").
// A move that touches several wallets locks them all first, in one order for every move (member,
// then wallet name: lockWallets), so two moves that share wallets wait for each other rather than
// each holding a wallet the other needs (a deadlock).
import { moneyCents, moneyText, type ApiLedgerEntry, type Cents } from '../../engine';
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

/** A wallet: the member's main one unless a vendor's is named. */
export interface WalletKey {
  memberId: number;
  wallet?: string;
}

const walletName = (key: WalletKey) => key.wallet ?? MAIN_WALLET;

/** How lockWallets keys its answer: `member:wallet`. */
export const walletKey = (key: WalletKey): string => `${key.memberId}:${walletName(key)}`;

interface WalletRow {
  member_id: number;
  wallet: string;
  balance: string;
}

const LOCK_WALLETS = `SELECT member_id, wallet, balance FROM wallets
   WHERE (member_id, wallet) IN (SELECT * FROM unnest($1::integer[], $2::text[]))
   ORDER BY member_id, wallet FOR UPDATE`;

/**
 * Locks the wallets a move touches, in the one global order, until the transaction ends; a vendor
 * wallet used for the first time is made at 0.00 first. Answers each wallet's balance in cents,
 * keyed by walletKey. One statement when every wallet exists (a money move's usual case): only a
 * missing vendor wallet costs the insert and a second look.
 */
export async function lockWallets(
  tx: Queryable,
  keys: readonly WalletKey[],
): Promise<Map<string, Cents>> {
  const ids = [keys.map((key) => key.memberId), keys.map(walletName)];
  let rows = await tx.query<WalletRow>(LOCK_WALLETS, ids);
  const found = new Set(
    rows.map((row) => walletKey({ memberId: row.member_id, wallet: row.wallet })),
  );
  const missing = keys.filter(
    (key) => walletName(key) !== MAIN_WALLET && !found.has(walletKey(key)),
  );
  if (missing.length > 0) {
    await tx.query(
      'INSERT INTO wallets (member_id, wallet, balance) SELECT member_id, wallet, 0 FROM unnest($1::integer[], $2::text[]) AS w(member_id, wallet) ON CONFLICT DO NOTHING',
      [missing.map((key) => key.memberId), missing.map(walletName)],
    );
    rows = await tx.query<WalletRow>(LOCK_WALLETS, ids);
  }
  return new Map(
    rows.map((row) => [
      walletKey({ memberId: row.member_id, wallet: row.wallet }),
      moneyCents(row.balance),
    ]),
  );
}

/** Locks every wallet of one member (in the global order), with the balances in cents. */
export async function lockMemberWallets(
  tx: Queryable,
  memberId: number,
): Promise<Array<{ wallet: string; balance: Cents }>> {
  const rows = await tx.query<{ wallet: string; balance: string }>(
    'SELECT wallet, balance FROM wallets WHERE member_id = $1 ORDER BY wallet FOR UPDATE',
    [memberId],
  );
  return rows.map((row) => ({ wallet: row.wallet, balance: moneyCents(row.balance) }));
}

/**
 * SQL: `change` ($1 member, $2 wallet, $3 amount; returning the new balance) and the ledger line
 * of it ($4 kind, $5 remark, $6 time, $7 play) in one statement; the line's id and the balance.
 */
const withLedgerLine = (change: string): string =>
  `WITH changed AS (${change})
   INSERT INTO ledger (member_id, wallet, kind, amount, balance_after, remark, created_at, play_id)
   SELECT $1, $2, $4, $3::numeric, balance, $5, $6, $7 FROM changed RETURNING id, balance_after AS balance`;

export async function moveMoney(
  tx: Queryable,
  move: Move,
): Promise<{ balance: string; ledgerId: number }> {
  const wallet = move.wallet ?? MAIN_WALLET;
  if (!Number.isSafeInteger(move.amount)) {
    throw new RangeError(`moveMoney: ${move.amount} is not a whole number of cents`);
  }
  const amount = moneyText(move.amount);
  const line = [move.kind, move.remark, move.now, move.playId ?? null];
  // The balance and its ledger line in one statement: no line without its move, nor the reverse.
  const [moved] = await tx.query<{ id: number; balance: string }>(
    withLedgerLine(
      'UPDATE wallets SET balance = balance + $3::numeric WHERE member_id = $1 AND wallet = $2 AND balance + $3::numeric >= 0 RETURNING balance',
    ),
    [move.memberId, wallet, amount, ...line],
  );
  if (moved) return { balance: moved.balance, ledgerId: moved.id };
  const [existing] = await tx.query('SELECT 1 FROM wallets WHERE member_id = $1 AND wallet = $2', [
    move.memberId,
    wallet,
  ]);
  if (existing || move.amount < 0) fail('INSUFFICIENT_FUNDS');
  // A credit to a wallet used for the first time opens it.
  const [opened] = await tx.query<{ id: number; balance: string }>(
    withLedgerLine(
      'INSERT INTO wallets (member_id, wallet, balance) VALUES ($1, $2, $3::numeric) RETURNING balance',
    ),
    [move.memberId, wallet, amount, ...line],
  );
  return { balance: opened!.balance, ledgerId: opened!.id };
}

/**
 * Several moves on distinct wallets that lockWallets has locked (a transfer's two sides), each
 * with its ledger line, in one statement, all or none: a wallet the moves would take below zero
 * (or one that does not exist) refuses them all with INSUFFICIENT_FUNDS. Answers each move's line
 * id and the wallet's new balance, in the order of `moves`.
 */
export async function moveMoneyTogether(
  tx: Queryable,
  moves: readonly Move[],
): Promise<Array<{ balance: string; ledgerId: number }>> {
  const keys = moves.map(walletKey);
  if (new Set(keys).size !== keys.length) {
    throw new RangeError(`moveMoneyTogether: a wallet is moved twice (${keys.join(', ')})`);
  }
  for (const move of moves) {
    if (!Number.isSafeInteger(move.amount)) {
      throw new RangeError(`moveMoneyTogether: ${move.amount} is not a whole number of cents`);
    }
  }
  const column = <T>(pick: (move: Move) => T) => moves.map(pick);
  // Each wallet changes only if every one of them can: the balances checked against the moves
  // first (the rows are locked, so they hold still), each row's own check kept as the backstop.
  const moved = await tx.query<{ id: number; member_id: number; wallet: string; balance: string }>(
    `WITH moves AS (
       SELECT * FROM unnest($1::integer[], $2::text[], $3::numeric[], $4::text[], $5::text[], $6::timestamptz[], $7::integer[])
         WITH ORDINALITY AS m(member_id, wallet, amount, kind, remark, created_at, play_id, n)
     ), changed AS (
       UPDATE wallets w SET balance = w.balance + m.amount FROM moves m
       WHERE w.member_id = m.member_id AND w.wallet = m.wallet AND w.balance + m.amount >= 0
         AND NOT EXISTS (
           SELECT 1 FROM moves x LEFT JOIN wallets y ON y.member_id = x.member_id AND y.wallet = x.wallet
           WHERE y.balance IS NULL OR y.balance + x.amount < 0)
       RETURNING m.n, m.member_id, m.wallet, m.kind, m.amount, w.balance, m.remark, m.created_at, m.play_id
     )
     INSERT INTO ledger (member_id, wallet, kind, amount, balance_after, remark, created_at, play_id)
     SELECT member_id, wallet, kind, amount, balance, remark, created_at, play_id FROM changed ORDER BY n
     RETURNING id, member_id, wallet, balance_after AS balance`,
    [
      column((move) => move.memberId),
      column(walletName),
      column((move) => moneyText(move.amount)),
      column((move) => move.kind),
      column((move) => move.remark),
      column((move) => move.now),
      column((move) => move.playId ?? null),
    ],
  );
  if (moved.length !== moves.length) fail('INSUFFICIENT_FUNDS');
  const lines = new Map(
    moved.map((row) => [
      walletKey({ memberId: row.member_id, wallet: row.wallet }),
      { balance: row.balance, ledgerId: row.id },
    ]),
  );
  return keys.map((key) => lines.get(key)!);
}

export async function mainBalance(db: Queryable, memberId: number): Promise<string> {
  const [row] = await db.query<{ balance: string }>(
    'SELECT balance FROM wallets WHERE member_id = $1 AND wallet = $2',
    [memberId, MAIN_WALLET],
  );
  return row?.balance ?? '0.00';
}

/** A member's wallet and its balance as the gateway answers it ("12.50"). */
export interface WalletBalance {
  wallet: string;
  balance: string;
}

/** A member's wallets as answered: the main wallet first, then the others in the database's order. */
export async function walletBalances(db: Queryable, memberId: number): Promise<WalletBalance[]> {
  return db.query<WalletBalance>(
    'SELECT wallet, balance FROM wallets WHERE member_id = $1 ORDER BY wallet <> $2, wallet',
    [memberId, MAIN_WALLET],
  );
}

/** Wallets in the database's order of names, put in walletBalances' order: main first. */
export const mainFirst = (wallets: readonly WalletBalance[]): WalletBalance[] => [
  ...wallets.filter((row) => row.wallet === MAIN_WALLET),
  ...wallets.filter((row) => row.wallet !== MAIN_WALLET),
];
