// The seed: the catalogue once, then every skin's merchant that the store does not have yet (a
// persistent `--db` keeps what earlier starts wrote; a new skin folder gets its merchant on the
// next start). Content is deterministic; timestamps are relative to the seed time, so "recent" and
// "last 7 days" stay true.
import type { Database } from '../db/database';
import { hashPassword } from '../rules/passwords';
import { DEMO_ACCOUNTS, PAYMENT_PASSWORD } from './demo-accounts';
import { seedCatalogue } from './seed-catalogue';
import type { PasswordHashes } from './seed-members';
import { seedMerchant } from './seed-merchant';
import type { SkinMerchant } from './skin-merchants';

export interface SeedReport {
  games: number;
  merchants: string[];
}

async function demoPasswordHashes(): Promise<PasswordHashes> {
  const passwords = [
    ...new Set([...DEMO_ACCOUNTS.map((account) => account.password), PAYMENT_PASSWORD]),
  ];
  // One hash per distinct password, shared by the demo accounts: hashing each of ~60 accounts
  // separately would add seconds to every start.
  return new Map(
    await Promise.all(
      passwords.map(async (password) => [password, await hashPassword(password)] as const),
    ),
  );
}

export async function seedDatabase(
  db: Database,
  merchants: readonly SkinMerchant[],
  now: Date,
): Promise<SeedReport> {
  const [{ vendors }] = await db.query<{ vendors: number }>(
    'SELECT count(*) AS vendors FROM vendors',
  );
  const games = vendors === 0 ? await db.transaction((tx) => seedCatalogue(tx, now)) : 0;
  const known = new Set(
    (await db.query<{ code: string }>('SELECT code FROM merchants')).map((row) => row.code),
  );
  const missing = merchants.filter((merchant) => !known.has(merchant.merchantCode));
  if (missing.length === 0) return { games, merchants: [] };
  const hashes = await demoPasswordHashes();
  for (const merchant of missing) {
    await db.transaction((tx) => seedMerchant(tx, merchant, now, hashes));
  }
  return { games, merchants: missing.map((merchant) => merchant.merchantCode) };
}
