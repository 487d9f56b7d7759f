// An ordinary PostgreSQL server (DATABASE_URL), through a `pg` pool. Each transaction holds one
// pooled client from BEGIN to COMMIT. Durable statements (database.ts) made inside a transaction
// run on a small pool of their own: they commit at once, and never wait for a connection that
// transactions, each waiting for its durable statement, have taken.
import pg from 'pg';
import { TYPE_PARSERS, type Database, type Queryable } from './database';

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const rowsOf =
  (target: pg.Pool | pg.PoolClient) =>
  async <T>(sql: string, params: readonly unknown[] = []) =>
    (await target.query(sql, [...params])).rows as T[];

function queryable(target: pg.Pool | pg.PoolClient, durableTarget: pg.Pool): Queryable {
  return {
    query: rowsOf(target),
    exec: async (sql: string) => {
      await target.query(sql);
    },
    durable: rowsOf(durableTarget),
  };
}

export async function openPgDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, types, max: 10 });
  const durablePool = new pg.Pool({ connectionString, types, max: 2 });
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...queryable(pool, pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client, durablePool));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), durablePool.end()]);
    },
  };
}
