// Many rows in one statement: the rows travel as one JSON parameter and PostgreSQL unpacks them
// with jsonb_to_recordset. The seed's 10,000 games go in as one INSERT, which keeps start-up to a
// few seconds on PGlite so a gateway starts in seconds.
import type { Queryable, Row } from './database';

/** Column name → SQL type, e.g. `{ node_id: 'integer', name: 'text' }`. */
export type Columns = Readonly<Record<string, string>>;

export async function insertRows<T = Row>(
  db: Queryable,
  table: string,
  columns: Columns,
  rows: readonly object[],
  returning = '',
): Promise<T[]> {
  if (rows.length === 0) return [];
  const names = Object.keys(columns);
  const shape = names.map((name) => `${name} ${columns[name]}`).join(', ');
  const sql = `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${shape})${returning ? ` RETURNING ${returning}` : ''}`;
  return db.query<T>(sql, [JSON.stringify(rows)]);
}
