// How the two stores run transactions (gateway/db/): on PGlite, which runs one at a time, a read
// waits for the transaction running, never for the ones queued behind it, so money moves cannot
// starve the lobby; on PostgreSQL (SKINFORGE_TEST_DATABASE_URL), a transaction the server aborts
// as a deadlock or a serialization failure is run again, a bounded number of times.
import { afterAll, describe, expect, it } from 'vitest';
import { isStoreBusy, type Database, type Queryable } from '../../gateway/db/database';
import { openPgliteDatabase } from '../../gateway/db/pglite-database';
import { freshPostgresStore } from './support/test-gateway';

const serverUrl = process.env.SKINFORGE_TEST_DATABASE_URL;
const WITHOUT_POSTGRES = 'SKINFORGE_TEST_DATABASE_URL is not set: no PostgreSQL server to test';
const cleanups: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A store on a fresh database of the server, closed and dropped after the file's tests. */
async function postgres(): Promise<Database> {
  const store = await freshPostgresStore(serverUrl!);
  cleanups.push(store.close);
  return store.db;
}

/** A promise and the function that settles it. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const promise = new Promise<void>((resolve) => (fire = resolve));
  return { promise, fire };
}

describe('PGlite', () => {
  it('answers a read after the transaction running, before the transactions queued behind it', async () => {
    const db = await openPgliteDatabase();
    cleanups.push(() => db.close());
    const order: string[] = [];
    const started = signal();
    const release = signal();
    const running = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      started.fire();
      await release.promise;
      order.push('running');
    });
    await started.promise;
    const queued = Array.from({ length: 5 }, (_, n) =>
      db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        order.push(`queued ${n}`);
      }),
    );
    const read = db.query('SELECT 1').then(() => order.push('read'));
    release.fire();
    await Promise.all([running, read, ...queued]);
    expect(order).toEqual([
      'running',
      'read',
      'queued 0',
      'queued 1',
      'queued 2',
      'queued 3',
      'queued 4',
    ]);
  });
});

describe('PGlite on the event loop', () => {
  it('lets other work of the process run between queued transactions', async () => {
    const db = await openPgliteDatabase();
    cleanups.push(() => db.close());
    const order: string[] = [];
    const transactions = Array.from({ length: 10 }, (_, n) =>
      db.transaction(async (tx) => {
        for (let statement = 0; statement < 5; statement += 1) await tx.query('SELECT 1');
        order.push(`transaction ${n}`);
      }),
    );
    // A request the process holds in memory (the games list) is answered on the event loop: it
    // must not wait for every queued transaction, PGlite running on that same loop.
    const answered = new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push('answered');
        resolve();
      }),
    );
    await Promise.all([answered, ...transactions]);
    expect(order.indexOf('answered')).toBeLessThan(2);
  });
});

describe('PostgreSQL', () => {
  it('runs a transaction again when the server aborts it as a deadlock, so both commit', async ({
    skip,
  }) => {
    skip(!serverUrl, WITHOUT_POSTGRES);
    const db = await postgres();
    await db.exec(
      'CREATE TABLE accounts (id integer PRIMARY KEY, balance integer NOT NULL); INSERT INTO accounts VALUES (1, 100), (2, 100)',
    );
    const firstLocked = signal();
    const secondLocked = signal();
    /** Locks `from`, waits until the other holds its first row, then moves 10 to `to`. */
    const move = (
      from: number,
      to: number,
      mine: ReturnType<typeof signal>,
      theirs: Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        await tx.query('UPDATE accounts SET balance = balance - 10 WHERE id = $1', [from]);
        mine.fire();
        await theirs;
        await tx.query('UPDATE accounts SET balance = balance + 10 WHERE id = $1', [to]);
      });
    await Promise.all([
      move(1, 2, firstLocked, secondLocked.promise),
      move(2, 1, secondLocked, firstLocked.promise),
    ]);
    expect(await db.query('SELECT id, balance FROM accounts ORDER BY id')).toEqual([
      { id: 1, balance: 100 },
      { id: 2, balance: 100 },
    ]);
  });

  it('runs a prepared statement again when a migration changed the columns it reads', async ({
    skip,
  }) => {
    skip(!serverUrl, WITHOUT_POSTGRES);
    const db = await postgres();
    await db.exec('CREATE TABLE players (id integer PRIMARY KEY); INSERT INTO players VALUES (1)');
    const read = (on: Queryable) => on.query('SELECT * FROM players WHERE id = $1', [1]);
    await read(db);
    await db.transaction(read);
    // A newer gateway on the same server migrates while this one runs: the plans the connections
    // prepared no longer match the table's columns.
    await db.exec('ALTER TABLE players ADD COLUMN nickname text');
    expect([await read(db), await db.transaction(read)]).toEqual([
      [{ id: 1, nickname: null }],
      [{ id: 1, nickname: null }],
    ]);
  });

  it('gives up after a bounded number of attempts with an error the gateway answers 503', async ({
    skip,
  }) => {
    skip(!serverUrl, WITHOUT_POSTGRES);
    const db = await postgres();
    let attempts = 0;
    const error = await db
      .transaction(async () => {
        attempts += 1;
        throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      })
      .catch((caught: unknown) => caught);
    expect([isStoreBusy(error), attempts]).toEqual([true, 5]);
  });
});

describe.each([
  [
    'PGlite',
    async () => {
      const db = await openPgliteDatabase();
      cleanups.push(() => db.close());
      return db;
    },
  ],
  ['PostgreSQL', async () => postgres()],
] as const)('closing statements (atCommit) on %s', (store, open) => {
  const skipped = store === 'PostgreSQL' && !serverUrl;

  it('runs them after the work, in order, and commits them with it', async ({ skip }) => {
    skip(skipped, WITHOUT_POSTGRES);
    const db = await open();
    await db.exec('CREATE TABLE steps (n serial PRIMARY KEY, what text NOT NULL)');
    const answer = await db.transaction(async (tx) => {
      tx.atCommit('INSERT INTO steps (what) VALUES ($1)', ['closing 1']);
      tx.atCommit('INSERT INTO steps (what) VALUES ($1)', ['closing 2']);
      await tx.query('INSERT INTO steps (what) VALUES ($1)', ['work']);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await db.query('SELECT what FROM steps ORDER BY n')).toEqual([
      { what: 'work' },
      { what: 'closing 1' },
      { what: 'closing 2' },
    ]);
  });

  it('rolls the whole transaction back when one fails, with its error', async ({ skip }) => {
    skip(skipped, WITHOUT_POSTGRES);
    const db = await open();
    await db.exec('CREATE TABLE keys (k text PRIMARY KEY); CREATE TABLE moves (amount integer)');
    await db.query('INSERT INTO keys VALUES ($1)', ['taken']);
    const error = await db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO moves VALUES ($1)', [10]);
        tx.atCommit('INSERT INTO keys VALUES ($1)', ['taken']);
      })
      .catch((caught: unknown) => caught as { code?: string });
    expect(error).toMatchObject({ code: '23505' });
    expect(await db.query('SELECT amount FROM moves')).toEqual([]);
    // The connection went back to the pool usable: the next transaction commits.
    await db.transaction((tx) => tx.query('INSERT INTO moves VALUES ($1)', [5]));
    expect(await db.query('SELECT amount FROM moves')).toEqual([{ amount: 5 }]);
  });

  it('keeps a failing first statement inside its transaction (BEGIN leaves with it)', async ({
    skip,
  }) => {
    skip(skipped, WITHOUT_POSTGRES);
    const db = await open();
    await db.exec('CREATE TABLE moves (amount integer CHECK (amount > 0))');
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) =>
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO moves VALUES ($1)', [n + 1]);
          await tx.query('INSERT INTO moves VALUES ($1)', [n % 2 === 0 ? 1 : -1]);
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'rejected')).toHaveLength(10);
    // Only the ten whole transactions stand: no half of a refused one committed on its own.
    const [{ count }] = await db.query<{ count: number }>('SELECT count(*) AS count FROM moves');
    expect(count).toBe(20);
  });
});
