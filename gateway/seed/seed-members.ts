// Seeds the demo accounts as members with uplines: apart, as the other seeds key rows by their ids.
import type { Queryable } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { DEMO_ACCOUNTS, PAYMENT_PASSWORD } from './demo-accounts';
import { DAY, iso } from './seed-units';
import type { SkinMerchant } from './skin-merchants';

/** Password → its scrypt hash, computed once per seed (hashing is deliberately slow). */
export type PasswordHashes = ReadonlyMap<string, string>;

export async function seedMembers(
  db: Queryable,
  merchant: SkinMerchant,
  now: number,
  hashes: PasswordHashes,
): Promise<Map<string, number>> {
  const rows = DEMO_ACCOUNTS.map((account) => ({
    merchant_code: merchant.merchantCode,
    username: account.username,
    nickname: account.nickname,
    type: account.type,
    password_hash: hashes.get(account.password),
    password_changed_at: iso(now - (account.passwordAgeDays ?? 10) * DAY),
    payment_password_hash: hashes.get(PAYMENT_PASSWORD),
    email: account.email ?? null,
    dialing_code: account.mobileNum ? '55' : null,
    mobile_num: account.mobileNum ?? null,
    vip_level: account.vipLevel ?? 0,
    affiliate_code: account.affiliateCode ?? null,
    enable_contract: account.enableContract ?? false,
    enable_salary: account.enableSalary ?? false,
    avatar: (DEMO_ACCOUNTS.indexOf(account) % 8) + 1,
    registered_at: iso(now - 90 * DAY),
    first_login_at: account.neverLoggedIn ? null : iso(now - 60 * DAY),
    last_login_at: account.neverLoggedIn ? null : iso(now - DAY),
  }));
  const inserted = await insertRows<{ id: number; username: string }>(
    db,
    'members',
    {
      merchant_code: 'text',
      username: 'text',
      nickname: 'text',
      type: 'integer',
      password_hash: 'text',
      password_changed_at: 'timestamptz',
      payment_password_hash: 'text',
      email: 'text',
      dialing_code: 'text',
      mobile_num: 'text',
      vip_level: 'integer',
      affiliate_code: 'text',
      enable_contract: 'boolean',
      enable_salary: 'boolean',
      avatar: 'integer',
      registered_at: 'timestamptz',
      first_login_at: 'timestamptz',
      last_login_at: 'timestamptz',
    },
    rows,
    'id, username',
  );
  const ids = new Map(inserted.map((row) => [row.username, row.id]));
  const links = DEMO_ACCOUNTS.filter((account) => account.upline).map((account) => ({
    id: ids.get(account.username),
    upline_id: ids.get(account.upline ?? ''),
  }));
  await db.query(
    'UPDATE members SET upline_id = x.upline_id FROM jsonb_to_recordset($1::jsonb) AS x(id integer, upline_id integer) WHERE members.id = x.id',
    [JSON.stringify(links)],
  );
  return ids;
}
