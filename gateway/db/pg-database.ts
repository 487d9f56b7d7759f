// An ordinary PostgreSQL server (DATABASE_URL), through a `pg` pool. Each transaction holds one
// pooled client from BEGIN to COMMIT.
import pg from 'pg';
import { TYPE_PARSERS, type Database, type Queryable } from './database';

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TYPE_PARSERS[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await target.query(sql, [...params])).rows as T[],
    exec: async (sql: string) => {
      await target.query(sql);
    },
  };
}

export async function openPgDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, types, max: 10 });
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
