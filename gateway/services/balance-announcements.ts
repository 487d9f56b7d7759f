// The member's sockets hear the new main balance once a money move is committed (spec 001 §7
// "Home and wallet": the header's balance follows every move without a reload). Every route that
// moves money announces through here.
import type { ActionContext, MemberContext } from '../context/action-context';
import { amountCents } from '../core/amounts';
import { cashierOf } from '../core/cashier-settings';
import {
  transferToMember,
  type MemberTransfer,
  type MemberTransferred,
} from '../members/transfers';

/** Tells the member's sockets the new main balance, once the move is committed. */
export function announceBalance(
  context: ActionContext<unknown>,
  memberId: number,
  balance: string,
): void {
  context.afterCommit(() =>
    context.deps.events.toMember(memberId, {
      type: 'balance',
      balance,
      currency: context.merchant.currency,
    }),
  );
}

/**
 * The member's transfer of `payload.amount` to another member's main wallet (members/transfers.ts),
 * and both members' sockets told their new balance.
 */
export async function transferAnnounced(
  context: MemberContext<{ amount: string }>,
  direction: MemberTransfer['direction'],
  to: MemberTransfer['to'],
): Promise<MemberTransferred> {
  const { payload, session, merchant, db, now } = context;
  const sent = await transferToMember(db, {
    direction,
    from: { id: session.memberId, username: session.username },
    to,
    amount: amountCents(payload.amount),
    asked: payload.amount,
    cashier: cashierOf(merchant.settings),
    now,
  });
  announceBalance(context, session.memberId, sent.balance);
  announceBalance(context, to.id, sent.received);
  return sent;
}
