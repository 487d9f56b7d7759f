// A durable statement (gateway/db/database.ts) stands when the transaction around it rolls back,
// and the rest of that transaction does not: the way a wrong transaction password is counted
// although the refusal undoes the money move. On PostgreSQL (SKINFORGE_TEST_DATABASE_URL), where
// it runs on a connection of its own; on PGlite, payment-password-lockout.test.ts shows the same
// through the gateway (a fresh PGlite here would cost an initdb of its own).
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../gateway/db/database';
import { freshPostgresStore } from './support/test-gateway';

const serverUrl = process.env.SKINFORGE_TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A store on a fresh database of the server, closed and dropped after the file's tests. */
async function postgres(): Promise<Database> {
  const store = await freshPostgresStore(serverUrl!);
  cleanups.push(store.close);
  return store.db;
}

describe('durable statements on PostgreSQL', () => {
  it('keep their effect through a rollback while the rest of the transaction goes', async ({
    skip,
  }) => {
    skip(
      !serverUrl,
      'SKINFORGE_TEST_DATABASE_URL is not set: no PostgreSQL server to test against',
    );
    const db = await postgres();
    await db.exec(
      'CREATE TABLE tries (id integer PRIMARY KEY, count integer NOT NULL); CREATE TABLE moves (id serial PRIMARY KEY)',
    );
    await db.query('INSERT INTO tries VALUES (1, 0)');
    const refused = db.transaction(async (tx) => {
      await tx.query('INSERT INTO moves DEFAULT VALUES');
      const [row] = await tx.durable<{ count: number }>(
        'UPDATE tries SET count = count + 1 WHERE id = 1 RETURNING count',
      );
      expect(row.count).toBe(1);
      throw new Error('refused');
    });
    await expect(refused).rejects.toThrow('refused');
    expect(await db.query('SELECT count FROM tries')).toEqual([{ count: 1 }]);
    expect(await db.query('SELECT id FROM moves')).toEqual([]);

    // Committed work keeps both.
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO moves DEFAULT VALUES');
      await tx.durable('UPDATE tries SET count = count + 1 WHERE id = 1');
    });
    expect(await db.query('SELECT count FROM tries')).toEqual([{ count: 2 }]);
    expect(await db.query<{ n: number }>('SELECT count(*)::int AS n FROM moves')).toEqual([
      { n: 1 },
    ]);
  });
});
