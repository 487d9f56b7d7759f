// Seeds wallets, opening credit and points: apart, as it is the members' money, not their profile.
import type { Queryable } from '../db/database';
import { insertRows } from '../db/insert-rows';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DAY, iso } from './seed-units';

export async function seedBalances(
  db: Queryable,
  ids: Map<string, number>,
  now: number,
  singleWallet: boolean,
): Promise<void> {
  const wallets = DEMO_ACCOUNTS.map((account) => ({
    member_id: ids.get(account.username),
    wallet: 'MAIN',
    balance: account.balance,
  }));
  // A single-wallet merchant has no vendor wallets (spec 001 §7 isSingle).
  if (!singleWallet) wallets.push({ member_id: ids.get('player01'), wallet: 'PT', balance: 200 });
  await insertRows(
    db,
    'wallets',
    { member_id: 'integer', wallet: 'text', balance: 'numeric' },
    wallets,
  );
  await insertRows(
    db,
    'ledger',
    {
      member_id: 'integer',
      wallet: 'text',
      kind: 'text',
      amount: 'numeric',
      balance_after: 'numeric',
      remark: 'text',
      created_at: 'timestamptz',
    },
    wallets
      .filter((wallet) => wallet.balance > 0)
      .map((wallet) => ({
        ...wallet,
        // The operator's credit (as /__dev/credit), not a deposit: it asks no turnover, so the
        // demo accounts can transfer and withdraw what they hold.
        kind: 'ADJUSTMENT',
        amount: wallet.balance,
        balance_after: wallet.balance,
        remark: 'Opening balance',
        created_at: iso(now - 30 * DAY),
      })),
  );
  await insertRows(
    db,
    'points_balances',
    { member_id: 'integer', points: 'integer', valid_bet: 'numeric' },
    DEMO_ACCOUNTS.map((account) => ({
      member_id: ids.get(account.username),
      points: account.points ?? 0,
      valid_bet: (account.points ?? 0) * 2,
    })),
  );
  await insertRows(
    db,
    'points_ledger',
    {
      member_id: 'integer',
      changed_points: 'integer',
      points_balance: 'integer',
      type: 'text',
      status: 'text',
      remark: 'text',
      created_at: 'timestamptz',
    },
    DEMO_ACCOUNTS.filter((account) => account.points).map((account) => ({
      member_id: ids.get(account.username),
      changed_points: account.points,
      points_balance: account.points,
      type: 'EARN',
      status: 'done',
      remark: 'Points earned by valid bets',
      created_at: iso(now - 7 * DAY),
    })),
  );
}
