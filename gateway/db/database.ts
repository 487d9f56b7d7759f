// The store behind the gateway, over two drivers that speak the same SQL: PGlite (PostgreSQL in
// WebAssembly, in memory or in a folder) and an ordinary PostgreSQL server through `pg`. Routes
// see only this interface, so both behave alike; numbers come back as numbers from both (the
// drivers' parsers are set so), timestamps as Dates.

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with $1… parameters; the rows it returns. */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * One statement whose effect stands even when the transaction around it rolls back: a wrong
   * transaction password is counted although the refusal that follows undoes the money move it
   * guarded. Outside a transaction it is `query`. The statement must touch only rows the
   * transaction itself never writes or locks, and must not read what the transaction wrote: on
   * PostgreSQL it runs at once on a connection of its own (which would wait for the transaction's
   * locks), on PGlite it is run again after the rollback.
   */
  durable<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** What a transaction's work is handed. */
export interface Transaction extends Queryable {
  /**
   * A statement that ends the work: it runs after the work resolved, just before COMMIT, and its
   * failure rolls the whole transaction back (the caller gets its error, as from the work). Its
   * rows are not seen. On PostgreSQL it leaves with the COMMIT, in one round trip.
   */
  atCommit(sql: string, params?: readonly unknown[]): void;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: hears a channel's notices (LISTEN, on a connection of its own until close),
   * so that several gateway processes on one database hear each other (events/event-hub.ts).
   */
  listen?(channel: string, onNotice: (payload: string) => void): Promise<void>;
  /** PostgreSQL only: sends a notice to every listener of the channel, this process's included. */
  notify?(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: the whole data folder as a tar, to start another store from
   * (db/snapshot-cache.ts).
   */
  dump?(): Promise<Blob>;
}

/**
 * How the gateway stores its data: in memory (tests), a PGlite folder (`--db`), or a PostgreSQL
 * URL.
 */
export type DatabaseOption = 'memory' | { dataDir: string } | { connectionString: string };

/**
 * int8 (counts) as JavaScript numbers; numeric (money, rates) as its exact decimal text, so no
 * amount ever passes through a binary float (engine/money reckons in integer cents).
 */
export const TYPE_PARSERS: Readonly<Record<number, (text: string) => number | string>> = {
  20: Number,
  1700: String,
};

/** A unique index refused a row (both drivers report SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

/** PostgreSQL aborted a transaction as a deadlock (40P01) or a serialization failure (40001). */
export function isTransactionConflict(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : '';
  return code === '40P01' || code === '40001';
}

/** A transaction that still conflicted after every attempt: the gateway answers 503. */
export class StoreBusyError extends Error {
  override readonly name = 'StoreBusyError';
  constructor(
    readonly attempts: number,
    conflict: unknown,
  ) {
    super(`The transaction conflicted with others ${attempts} times (${String(conflict)})`, {
      cause: conflict,
    });
  }
}

export function isStoreBusy(error: unknown): error is StoreBusyError {
  return error instanceof StoreBusyError;
}
