// Everything one merchant starts with, in this order: its row (settings and module tree), the demo
// accounts (./seed-members.ts), their wallets and points (./seed-balances.ts), messages, favourites
// and game launches (./seed-activity.ts), their money history (./seed-history.ts: plays, deposits,
// a withdrawal, bonuses, a rebate claim), agent contracts and settlements (./seed-agent-centre.ts)
// and its content (./seed-content.ts). Deterministic: the PRNG is seeded with the merchant code, so
// a merchant's data is the same on every start.
import { defaultModuleTree } from '../../engine';
import { createRandom } from '../core/prng';
import type { Queryable } from '../db/database';
import { merchantSettings } from './merchant-settings';
import { seedActivity } from './seed-activity';
import { seedAgentCentre } from './seed-agent-centre';
import { seedBalances } from './seed-balances';
import { seedContent } from './seed-content';
import { seedHistory } from './seed-history';
import { seedMembers, type PasswordHashes } from './seed-members';
import { catalogueGames } from './seeded-games';
import type { SkinMerchant } from './skin-merchants';

/** The merchant's PRNG seed: FNV-1a of its code, so each merchant draws its own sequence. */
function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

export async function seedMerchant(
  db: Queryable,
  merchant: SkinMerchant,
  now: Date,
  hashes: PasswordHashes,
): Promise<void> {
  const time = now.getTime();
  const random = createRandom(seedOf(merchant.merchantCode));
  const settings = merchantSettings(
    merchant.merchantCode,
    merchant.skinId,
    merchant.skin?.mirrors,
    merchant.skin?.compliance.jurisdiction,
  );
  await db.query(
    `INSERT INTO merchants (code, skin_id, name, currency, currency_symbol, settings, module_tree, created_at)
     VALUES ($1, $2, $3, 'BRL', 'R$', $4::jsonb, $5::jsonb, $6)`,
    [
      merchant.merchantCode,
      merchant.skinId,
      merchant.brand,
      JSON.stringify(settings),
      JSON.stringify(defaultModuleTree()),
      now,
    ],
  );
  const games = await catalogueGames(db);
  const ids = await seedMembers(db, merchant, time, hashes);
  await seedBalances(db, ids, time, settings.singleWallet);
  await seedActivity(db, ids, games, random, time);
  await seedHistory(db, merchant.merchantCode, ids, games, random, now);
  await seedAgentCentre(db, merchant.merchantCode, ids, time);
  await seedContent(db, merchant, games, random, time);
}
