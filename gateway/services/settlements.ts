// Contract settlements come due on the clock (spec 001 §3 Contracts): the agent centre's reads
// settle what the clock has finished before they answer, and the paid wallets hear their balance.
import type { MemberContext } from '../context/action-context';
import { settleDue } from '../members/contract-settlement';
import { announceBalance } from './balance-announcements';

/** Settles what the clock has finished, and tells the paid wallets their balance. */
export async function settleNow(context: MemberContext<unknown>): Promise<void> {
  const paid = await settleDue(context.db, context.transaction, context.merchant.code, context.now);
  for (const { memberId, balance } of paid) announceBalance(context, memberId, balance);
}
