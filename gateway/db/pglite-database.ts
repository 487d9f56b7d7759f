// The embedded store: PGlite, in memory for tests and `skinforge gateway`, or in a data folder
// (`--db <dir>`) that survives restarts.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { TYPE_PARSERS, type Database, type Queryable } from './database';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    query: async <T>(sql: string, params: readonly unknown[] = []) =>
      (await target.query<T>(sql, [...params])).rows,
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  };
}

/** A store in `dataDir`, or in memory; in memory it may start from a snapshot of another. */
export async function openPgliteDatabase(dataDir?: string, snapshot?: Blob): Promise<Database> {
  const pglite = await PGlite.create({
    parsers: TYPE_PARSERS,
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
    dump: () => pglite.dumpDataDir('none'),
  };
}
