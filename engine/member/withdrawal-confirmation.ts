// What a player may answer about a withdrawal (spec 001 §4): once it is paid and awaiting an answer,
// received, partially received (with the amount that arrived; the rest is the remaining amount) or
// not received (a proof is required, spec 001 §5); after a partial or missing receipt, all received
// when the rest arrives. Not answered in time, it counts as received — a forced receipt, so the
// deposit is not refunded.
import type { ApiWithdrawal } from '../generated/action-types';
import type { WithdrawalOutcome } from '../generated/vocabulary';
import { moneyCents, parseAmount, type Cents } from '../money';

export type WithdrawalConfirmation = ApiWithdrawal['confirmation'];

export function allowedOutcomes(confirmation: WithdrawalConfirmation): WithdrawalOutcome[] {
  switch (confirmation) {
    case 'awaiting':
      return ['received', 'partiallyReceived', 'notReceived'];
    case 'partiallyReceived':
    case 'notReceived':
      return ['allReceived'];
    default:
      return [];
  }
}

export type ReceivedAmountProblem = 'required' | 'invalid' | 'notLess';

/**
 * The received amount of a partial receipt in cents, or why it is not one: it must be an amount
 * above 0 and below the withdrawal's.
 */
export function receivedAmount(
  typed: string,
  withdrawalAmount: string,
): { cents: Cents; remaining: Cents } | { problem: ReceivedAmountProblem } {
  if (typed.trim() === '') return { problem: 'required' };
  const cents = parseAmount(typed.trim());
  if (cents === undefined) return { problem: 'invalid' };
  const total = moneyCents(withdrawalAmount);
  if (cents >= total) return { problem: 'notLess' };
  return { cents, remaining: total - cents };
}
