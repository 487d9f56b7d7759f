// A gateway started from the seed snapshot must number what it creates as one that seeded afresh
// (gateway/db/snapshot-cache.ts): PostgreSQL writes a sequence's values ahead to its log, so a data
// folder dumped while running restores its sequences up to 32 values further on, and the first
// deposit order of a run read D…013 after a fresh seed and D…034 after the snapshot — two runs of
// `skinforge shots` on one tree then differed.
import { randomUUID } from 'node:crypto';
import { existsSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../gateway/db/database';
import { openMemoryDatabase, SNAPSHOT_DIR } from '../../gateway/db/snapshot-cache';

const key = `test-sequences-${randomUUID()}`;
const file = path.join(SNAPSHOT_DIR, `gateway-${key}.tar`);

afterAll(() => {
  if (existsSync(file)) unlinkSync(file);
});

async function prepare(db: Database): Promise<void> {
  await db.query('CREATE TABLE IF NOT EXISTS orders (id serial PRIMARY KEY, note text)');
  const [{ count }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM orders',
  );
  for (let row = count; row < 12; row += 1) {
    await db.query('INSERT INTO orders (note) VALUES ($1)', [`seeded ${row}`]);
  }
}

async function nextOrderId(): Promise<number> {
  const db = await openMemoryDatabase(key, prepare);
  try {
    const [row] = await db.query<{ id: number }>(
      "INSERT INTO orders (note) VALUES ('new') RETURNING id",
    );
    return row!.id;
  } finally {
    await db.close();
  }
}

describe('the seed snapshot', () => {
  it('numbers the next row as a fresh seed does', async () => {
    const fresh = await nextOrderId();
    expect(existsSync(file)).toBe(true);
    const restored = await nextOrderId();
    expect(fresh).toBe(13);
    expect(restored).toBe(fresh);
  });
});
