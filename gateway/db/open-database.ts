import type { Database, DatabaseOption } from './database';
import { openPgDatabase } from './pg-database';
import { openPgliteDatabase } from './pglite-database';

export function openDatabase(option: DatabaseOption): Promise<Database> {
  if (option === 'memory') return openPgliteDatabase();
  if ('dataDir' in option) return openPgliteDatabase(option.dataDir);
  return openPgDatabase(option.connectionString);
}
