// Sets every column sequence to follow its table's largest value. PostgreSQL writes a sequence's
// values ahead to its log (32 at a time), so a data folder dumped while the store runs restores
// its sequences further on than the running store had them: without this, a gateway started from
// the seed snapshot numbered its first new deposit order D…034 where one that had just seeded
// numbered it D…013. Run once the seed is in, before the dump: both then go on from the same value.
import type { Queryable } from './database';

interface ColumnSequence {
  sequence: string;
  table: string;
  column: string;
}

export async function alignSequences(db: Queryable): Promise<void> {
  // A sequence owned by a column (serial: 'a'uto, identity: 'i'nternal dependency), qualified
  // and quoted by PostgreSQL itself.
  const sequences = await db.query<ColumnSequence>(
    `SELECT format('%I.%I', sn.nspname, s.relname) AS sequence,
            format('%I.%I', tn.nspname, t.relname) AS "table",
            quote_ident(a.attname) AS "column"
       FROM pg_class s
       JOIN pg_namespace sn ON sn.oid = s.relnamespace
       JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_namespace tn ON tn.oid = t.relnamespace
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE s.relkind = 'S'
      ORDER BY 1`,
  );
  for (const { sequence, table, column } of sequences) {
    await db.query(
      `SELECT setval($1::regclass, COALESCE((SELECT max(${column}) FROM ${table}), 0) + 1, false)`,
      [sequence],
    );
  }
}
