// Start-up of the in-memory store, made short: PGlite's initdb, the migrations and the seed take
// several seconds on every start, and tests start one gateway per file. The first start dumps the
// seeded data folder to node_modules/.cache/skinforge/; later starts with the same migrations, seed
// code (every file the seed and the migrations import, ./import-graph.ts), merchants and hour load
// that dump instead (well under a second). The seed's timestamps are
// relative to its time, so a dump is reused within the hour it was made and no longer. A fresh
// seed's sequences are set to follow their tables before the dump (./align-sequences.ts), so both
// starts number new rows alike. Set SKINFORGE_GATEWAY_CACHE=off to always seed afresh.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { alignSequences } from './align-sequences';
import type { Database } from './database';
import { importGraph } from './import-graph';
import { openPgliteDatabase } from './pglite-database';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SNAPSHOT_DIR = path.join(ROOT, 'node_modules', '.cache', 'skinforge');
const HOUR = 3_600_000;

/**
 * What the seeded data depends on: the migrations, the seed and the sequences' alignment after it,
 * with every file they import
 * (gateway rules, members, the engine's data), and the SQL files the migrations read.
 */
const SEED_ENTRIES = [
  'gateway/db/migrate.ts',
  'gateway/seed/seed-database.ts',
  'gateway/db/align-sequences.ts',
];
const SEED_DATA = ['gateway/db/migrations'];

function dataFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) throw new Error(`snapshot-cache: ${entry} does not exist`);
  return readdirSync(full)
    .sort()
    .map((name) => path.join(full, name));
}

/** Every file the seeded data depends on, absolute, in a stable order. */
export function seedSourceFiles(): string[] {
  return [
    ...importGraph(SEED_ENTRIES.map((entry) => path.join(ROOT, entry))),
    ...SEED_DATA.flatMap(dataFiles),
  ];
}

export function snapshotKey(seedInput: unknown, now: Date): string {
  const hash = createHash('sha256')
    .update(JSON.stringify(seedInput))
    .update(String(Math.floor(now.getTime() / HOUR)));
  for (const file of seedSourceFiles()) {
    hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 24);
}

function prune(keep: string): void {
  for (const name of readdirSync(SNAPSHOT_DIR)) {
    const file = path.join(SNAPSHOT_DIR, name);
    if (
      name.startsWith('gateway-') &&
      file !== keep &&
      Date.now() - statSync(file).mtimeMs > HOUR
    ) {
      unlinkSync(file);
    }
  }
}

/** Runs `prepare`; a store that fails it is closed before the error goes on. */
export async function prepareOrClose(
  db: Database,
  prepare: (db: Database) => Promise<void>,
): Promise<Database> {
  try {
    await prepare(db);
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** An in-memory store, migrated and seeded by `prepare`, from the cache when it can be. */
export async function openMemoryDatabase(
  key: string,
  prepare: (db: Database) => Promise<void>,
): Promise<Database> {
  const file = path.join(SNAPSHOT_DIR, `gateway-${key}.tar`);
  const cached = process.env.SKINFORGE_GATEWAY_CACHE !== 'off' && existsSync(file);
  const db = await openPgliteDatabase(
    undefined,
    cached ? new Blob([readFileSync(file)]) : undefined,
  );
  await prepareOrClose(
    db,
    cached
      ? prepare
      : async (fresh) => {
          await prepare(fresh);
          await alignSequences(fresh);
        },
  );
  if (!cached && process.env.SKINFORGE_GATEWAY_CACHE !== 'off' && db.dump) {
    try {
      mkdirSync(SNAPSHOT_DIR, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, Buffer.from(await (await db.dump()).arrayBuffer()));
      renameSync(temporary, file);
      prune(file);
    } catch {
      // A cache that cannot be written only costs the next start its time.
    }
  }
  return db;
}
