// The embedded store: PGlite, in memory for tests and `skinforge gateway`, or in a data folder
// (`--db <dir>`) that survives restarts.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { NUMBER_PARSERS, type Database, type Queryable } from './database';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) => (await target.query<T>(sql, [...params])).rows,
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  };
}

export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const pglite = await PGlite.create(dataDir ? { dataDir, parsers: NUMBER_PARSERS } : { parsers: NUMBER_PARSERS });
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
  };
}
