// An ordinary PostgreSQL server (DATABASE_URL), through a `pg` pool. Each transaction holds one
// pooled client from BEGIN to COMMIT. Durable statements (database.ts) made inside a transaction
// run on a small pool of their own: they commit at once, and never wait for a connection that
// transactions, each waiting for its durable statement, have taken. Notices (LISTEN/NOTIFY) let
// several gateways on one server fan socket events out to each other.
//
// Money moves lock their rows in one order (members/wallet.ts), but other paths and other
// gateways may still meet in a deadlock or, under a stricter isolation, a serialization failure:
// PostgreSQL then aborts one transaction, and it is run again from the start, up to
// TRANSACTION_ATTEMPTS times, a little later each time; after the last, StoreBusyError (503).
import pg from 'pg';
import {
  isTransactionConflict,
  StoreBusyError,
  TYPE_PARSERS,
  type Database,
  type Queryable,
  type Transaction,
} from './database';
import { batchedNotices, NOTIFY_BATCH } from './notice-batches';

/** How many times a transaction runs before the store is called busy. */
export const TRANSACTION_ATTEMPTS = 5;

/** Connections per gateway process: enough for the 50 parallel requests of bench/gateway.ts. */
const POOL_SIZE = 20;

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Statements with parameters run as named prepared statements: each connection parses and plans
 * one the first time it runs it, then only binds and executes it (a money move's statements come
 * back on every request). Names go to the first PREPARED_TEXTS texts; any beyond (SQL built from
 * a varying list) run unnamed, so a connection never holds an unbounded number of them.
 */
export const PREPARED_TEXTS = 1000;
const statementNames = new Map<string, string>();
let namesGiven = 0;

function statementName(sql: string): string | undefined {
  const known = statementNames.get(sql);
  if (known || statementNames.size >= PREPARED_TEXTS) return known;
  namesGiven += 1;
  const name = `skinforge_${namesGiven}`;
  statementNames.set(sql, name);
  return name;
}

/**
 * A migration (a newer gateway's, on the same server) changed the columns a prepared statement
 * reads: PostgreSQL refuses to run its old plan (0A000 "cached plan must not change result type").
 */
function isStalePlan(error: unknown): boolean {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  return code === '0A000' && typeof message === 'string' && message.includes('cached plan');
}

/**
 * The rows of one statement. A stale plan gives the text a new name, so every connection prepares
 * it afresh; outside a transaction the statement runs again at once, inside one the transaction
 * is run again (openPgDatabase).
 */
const rowsOf =
  (target: pg.Pool | pg.PoolClient) =>
  async <T>(sql: string, params: readonly unknown[] = []): Promise<T[]> => {
    const run = async () =>
      (await target.query({ name: statementName(sql), text: sql, values: [...params] }))
        .rows as T[];
    try {
      return await run();
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      statementNames.delete(sql);
      if (target instanceof pg.Pool) return run();
      throw error;
    }
  };

function queryable(
  target: pg.Pool | pg.PoolClient,
  durableTarget: pg.Pool,
  onDurable = () => {},
): Queryable {
  const durable = rowsOf(durableTarget);
  return {
    query: rowsOf(target),
    exec: async (sql: string) => {
      await target.query(sql);
    },
    durable: <T>(sql: string, params?: readonly unknown[]) => {
      onDurable();
      return durable<T>(sql, params);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A few milliseconds, more after each attempt and never the same for two transactions. */
const backoff = (attempt: number) => pause(Math.random() * 5 * 2 ** attempt);

/**
 * A pool whose idle connections the server may drop (a restart) without ending the process. Its
 * connections pipeline (`pipeline`): a statement asked for before the last one answered is sent at
 * once, which runOnce uses to send BEGIN with a transaction's first statement and COMMIT with its
 * last; every other caller waits for each answer before asking again, as without it.
 */
function pool(connectionString: string, max: number): pg.Pool {
  const created = new pg.Pool({ connectionString, types, max, pipeline: true });
  created.on('error', () => undefined);
  return created;
}

export async function openPgDatabase(connectionString: string): Promise<Database> {
  const main = pool(connectionString, POOL_SIZE);
  const durablePool = pool(connectionString, 2);
  const listeners: pg.Client[] = [];
  await main.query('SELECT 1');

  /**
   * One run of `work` in a transaction; `run.durable` says whether a durable statement stood.
   * BEGIN is not waited for: it leaves with the work's first statement. Should it fail, so does
   * every statement behind it (the connection is gone, or a transaction left aborted refuses
   * them), so none runs outside the transaction. The work's closing statements (atCommit) leave
   * with COMMIT: should one fail, the transaction is aborted and COMMIT rolls it back.
   */
  async function runOnce<T>(work: (tx: Transaction) => Promise<T>, run: { durable: boolean }) {
    const client = await main.connect();
    const closing: Array<[string, readonly unknown[]]> = [];
    let unusable: Error | undefined;
    try {
      const begun = client.query('BEGIN');
      const tx: Transaction = {
        ...queryable(client, durablePool, () => (run.durable = true)),
        atCommit: (sql, params = []) => void closing.push([sql, params]),
      };
      const worked = work(tx);
      // Awaited below; this only keeps a refusal that comes before BEGIN's answer from counting
      // as unhandled.
      worked.catch(() => undefined);
      // Should BEGIN fail, the work is let finish before the connection is rolled back and
      // released: it never queries a connection that went back to the pool.
      await begun.catch(async (error: unknown) => {
        await worked.catch(() => undefined);
        throw error;
      });
      const result = await worked;
      const rows = rowsOf(client);
      await Promise.all([
        ...closing.map(([sql, params]) => rows(sql, params)),
        client.query('COMMIT'),
      ]);
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        // A connection that cannot roll back goes, rather than back to the pool mid-transaction.
        unusable = rollbackError;
      });
      throw error;
    } finally {
      client.release(unusable);
    }
  }

  return {
    kind: 'postgres',
    ...queryable(main, main),
    async transaction(work) {
      for (let attempts = 1; ; attempts += 1) {
        const run = { durable: false };
        try {
          return await runOnce(work, run);
        } catch (error) {
          // A durable statement stood already: running the work again would count it twice.
          if (!(isTransactionConflict(error) || isStalePlan(error)) || run.durable) throw error;
          if (attempts >= TRANSACTION_ATTEMPTS) throw new StoreBusyError(attempts, error);
          await backoff(attempts);
        }
      }
    },
    async listen(channel, onNotice) {
      const client = new pg.Client({ connectionString });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (notice) => {
        if (notice.channel === channel && notice.payload !== undefined) onNotice(notice.payload);
      });
      // A channel is an identifier: quoted, so its case and characters are kept.
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      listeners.push(client);
    },
    notify: batchedNotices(async (notices) => {
      await rowsOf(main)(NOTIFY_BATCH, [
        notices.map((notice) => notice.channel),
        notices.map((notice) => notice.payload),
      ]);
    }),
    close: async () => {
      await Promise.all([
        main.end(),
        durablePool.end(),
        ...listeners.splice(0).map((client) => client.end()),
      ]);
    },
  };
}
