// An ordinary PostgreSQL server (DATABASE_URL), through a `pg` pool. Each transaction holds one
// pooled client from BEGIN to COMMIT. Durable statements (database.ts) made inside a transaction
// run on a small pool of their own: they commit at once, and never wait for a connection that
// transactions, each waiting for its durable statement, have taken. Notices (LISTEN/NOTIFY) let
// several gateways on one server fan socket events out to each other.
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
  const listeners: pg.Client[] = [];
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
    async listen(channel, onNotice) {
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on('notification', (notice) => {
        if (notice.channel === channel && notice.payload !== undefined) onNotice(notice.payload);
      });
      // A channel is an identifier: quoted, so its case and characters are kept.
      await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      listeners.push(client);
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      await Promise.all([
        pool.end(),
        durablePool.end(),
        ...listeners.splice(0).map((client) => client.end()),
      ]);
    },
  };
}
