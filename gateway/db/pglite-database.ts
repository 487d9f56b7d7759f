// The embedded store: PGlite, in memory for tests and `skinforge gateway`, or in a data folder
// (`--db <dir>`) that survives restarts. PGlite has one connection and runs one transaction at a
// time, nothing else between its BEGIN and its end; durable statements (database.ts) are kept
// across a rollback by rolling back to a savepoint taken at BEGIN, running them again, and
// committing that, all before the next transaction may start.
//
// PGlite serves whoever asked first, and a read outside a transaction waits like a transaction.
// Transactions are handed to it one at a time, the next only once the last has ended, so a read
// (a balance) waits for the one transaction running, never for a queue of money moves. And PGlite
// runs on the gateway's own event loop, each statement at once, its promises chaining transaction
// after transaction without letting anything else in: every transaction first lets the loop take
// what is waiting (setImmediate), so what the gateway answers from memory (the lobby's games)
// waits for one transaction at most, not for a queue of money moves. (Letting the loop in before
// every statement too would hold each money move up for every read that arrived meanwhile.)
import { PGlite, type Transaction } from '@electric-sql/pglite';
import {
  TYPE_PARSERS,
  type Database,
  type Queryable,
  type Transaction as StoreTransaction,
} from './database';

type Statement = [sql: string, params: readonly unknown[]];

/** Lets the event loop take what is waiting (a request, a socket frame) before PGlite runs on. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function queryable(target: PGlite | Transaction, durable?: Statement[]): Queryable {
  const query = async <T>(sql: string, params: readonly unknown[] = []) =>
    (await target.query<T>(sql, [...params])).rows;
  return {
    query,
    exec: async (sql: string) => {
      await target.exec(sql);
    },
    durable: async <T>(sql: string, params: readonly unknown[] = []) => {
      durable?.push([sql, params]);
      return query<T>(sql, params);
    },
  };
}

/** The work of a transaction that refused: thrown once what had to stand is committed. */
class Refusal {
  constructor(readonly error: unknown) {}
}

async function transactionOn<T>(
  pglite: PGlite,
  work: (tx: StoreTransaction) => Promise<T>,
): Promise<T> {
  const result = await pglite.transaction(async (tx): Promise<T | Refusal> => {
    await tx.exec('SAVEPOINT work');
    const durable: Statement[] = [];
    const closing: Statement[] = [];
    try {
      const value = await work({
        ...queryable(tx, durable),
        atCommit: (sql, params = []) => void closing.push([sql, params]),
      });
      for (const [sql, params] of closing) await tx.query(sql, [...params]);
      return value;
    } catch (error) {
      if (durable.length === 0) throw error;
      await tx.exec('ROLLBACK TO SAVEPOINT work');
      for (const [sql, params] of durable) await tx.query(sql, [...params]);
      return new Refusal(error);
    }
  });
  if (result instanceof Refusal) throw result.error;
  return result;
}

/** A store in `dataDir`, or in memory; in memory it may start from a snapshot of another. */
export async function openPgliteDatabase(dataDir?: string, snapshot?: Blob): Promise<Database> {
  const pglite = await PGlite.create({
    parsers: TYPE_PARSERS,
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  let last: Promise<unknown> = Promise.resolve();
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (work) => {
      const next = last.then(yieldToLoop).then(() => transactionOn(pglite, work));
      last = next.catch(() => undefined);
      return next;
    },
    close: () => pglite.close(),
    dump: () => pglite.dumpDataDir('none'),
  };
}
