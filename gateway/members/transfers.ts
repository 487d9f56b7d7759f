// Transfers (spec 001 §7 "Home and wallet"; spec 000 §2 transferFund, transferUpline; spec 001 §6
// "may transfer to downline"): between the main wallet and a vendor wallet of one member, every
// vendor wallet back to main, and between a member and its upline or direct downline. Each locks
// the wallets it touches first, in the global order (wallet.ts lockWallets), so transfers that
// cross (a player to its upline while the upline sends down) wait for each other instead of
// deadlocking; money that leaves a member's play (to the upline, to a downline) must be free of
// turnover (turnover.ts).
import { moneyText, type Cents } from '../../engine';
import type { CashierSettings } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { refuseBeyondWithdrawable } from './turnover';
import {
  lockMemberWallets,
  lockWallets,
  mainFirst,
  MAIN_WALLET,
  moveMoney,
  moveMoneyTogether,
  walletKey,
  type WalletBalance,
} from './wallet';

/**
 * A move between two wallets of one member: out of `from`, into `to`. Answers the first ledger
 * line and every wallet of the member after the move, main first: all of them are locked (in the
 * global order) before the move, so the list comes from the lock and the move's own balances,
 * without a read after it (one round trip less on a path every player takes).
 */
export async function transferBetweenWallets(
  tx: Queryable,
  move: { memberId: number; from: string; to: string; amount: Cents; now: Date },
): Promise<{ ledgerId: number; wallets: WalletBalance[] }> {
  const { memberId, from, to, amount, now } = move;
  let locked = await lockMemberWallets(tx, memberId);
  if (![from, to].every((wallet) => locked.some((row) => row.wallet === wallet))) {
    // A vendor wallet used for the first time: opened at 0.00 (lockWallets), then all read again.
    await lockWallets(tx, [
      { memberId, wallet: from },
      { memberId, wallet: to },
    ]);
    locked = await lockMemberWallets(tx, memberId);
  }
  const [out, into] = await moveMoneyTogether(tx, [
    { memberId, wallet: from, amount: -amount, kind: 'TRANSFER_OUT', remark: `To ${to}`, now },
    { memberId, wallet: to, amount, kind: 'TRANSFER_IN', remark: `From ${from}`, now },
  ]);
  const moved = new Map([
    [from, out!.balance],
    [to, into!.balance],
  ]);
  return {
    ledgerId: out!.ledgerId,
    wallets: mainFirst(
      locked.map((row) => ({
        wallet: row.wallet,
        balance: moved.get(row.wallet) ?? moneyText(row.balance),
      })),
    ),
  };
}

/** Brings every vendor wallet's balance back to the main wallet; what it brought, in cents. */
export async function collectVendorWallets(
  tx: Queryable,
  memberId: number,
  now: Date,
): Promise<Cents> {
  const vendors = (await lockMemberWallets(tx, memberId)).filter(
    (row) => row.wallet !== MAIN_WALLET && row.balance > 0,
  );
  let collected = 0;
  for (const vendor of vendors) {
    await moveMoney(tx, {
      memberId,
      wallet: vendor.wallet,
      amount: -vendor.balance,
      kind: 'TRANSFER_OUT',
      remark: `To ${MAIN_WALLET}`,
      now,
    });
    await moveMoney(tx, {
      memberId,
      amount: vendor.balance,
      kind: 'TRANSFER_IN',
      remark: `From ${vendor.wallet}`,
      now,
    });
    collected += vendor.balance;
  }
  return collected;
}

export interface MemberTransfer {
  /** Up the chain (a player or agent to its upline) or down it (an agent to a direct downline). */
  direction: 'toUpline' | 'toDownline';
  from: { id: number; username: string };
  to: { id: number; username: string };
  amount: Cents;
  /** The amount as typed, for a refusal's message. */
  asked: string;
  cashier: Pick<CashierSettings, 'turnover'>;
  now: Date;
}

export interface MemberTransferred {
  ledgerId: number;
  /** The sender's main balance after the transfer, and the receiver's. */
  balance: string;
  received: string;
}

/**
 * Moves money from one member's main wallet to another's (to the upline or to a downline): both
 * wallets locked in the global order, then what the sender's turnover lets go checked, then the
 * two ledger lines.
 */
export async function transferToMember(
  tx: Queryable,
  transfer: MemberTransfer,
): Promise<MemberTransferred> {
  const { from, to, amount, now } = transfer;
  // Each side's ledger line names the direction from its own point of view.
  const [sent, got] =
    transfer.direction === 'toUpline'
      ? (['UPLINE_TRANSFER', 'DOWNLINE_TRANSFER'] as const)
      : (['DOWNLINE_TRANSFER', 'UPLINE_TRANSFER'] as const);
  const balances = await lockWallets(tx, [{ memberId: from.id }, { memberId: to.id }]);
  await refuseBeyondWithdrawable(tx, {
    memberId: from.id,
    balance: balances.get(walletKey({ memberId: from.id })) ?? 0,
    amount,
    asked: transfer.asked,
    cashier: transfer.cashier,
    kind: 'transfer',
  });
  const [out, received] = await moveMoneyTogether(tx, [
    { memberId: from.id, amount: -amount, kind: sent, remark: `To ${to.username}`, now },
    { memberId: to.id, amount, kind: got, remark: `From ${from.username}`, now },
  ]);
  return { ledgerId: out!.ledgerId, balance: out!.balance, received: received!.balance };
}

/** The member's upline, or 404 when it has none. */
export async function uplineOf(
  db: Queryable,
  memberId: number,
): Promise<{ id: number; username: string }> {
  const [upline] = await db.query<{ id: number; username: string }>(
    'SELECT u.id, u.username FROM members m JOIN members u ON u.id = m.upline_id WHERE m.id = $1',
    [memberId],
  );
  if (!upline) fail('NOT_FOUND', { message: 'You have no upline to transfer to.' });
  return upline;
}
