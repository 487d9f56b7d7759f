// A claim that credited the main wallet (a reward, the VIP bonus, a rebate, a promotion's bonus:
// spec 000 §1 rewards, spec 001 §3 wallets) becomes a moment the header's balance plays: the
// amount flies into it and it counts up to the gateway's new figure. The claim's page and the
// header are different features; this core store is where they meet. Every figure in it is the
// gateway's: the amount credited, the balance before (the last read) and after (the claim's
// answer).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { create } from 'zustand';
import type { ActionValue } from '../../../engine';
import { gatewayQueryKey } from '../../lib/api';

/** The cache entry of a member's balance read (session-keyed: balance needs the token). */
export const BALANCE_QUERY_KEY = gatewayQueryKey('balance', {}, 'member');

type BalanceData = ActionValue<'balance'>;

export interface CreditMoment {
  /** Tells two moments of the same figures apart. */
  id: number;
  /** The amount credited, as the gateway answered it. */
  amount: string;
  /** The balance the header showed before (the last read), or null when it had none. */
  from: string | null;
  /** The balance after the credit, as the gateway answered it. */
  to: string;
  /** Where the amount starts its flight: the middle of what the player pressed, or null. */
  origin: { x: number; y: number } | null;
}

interface CreditMomentState {
  moment: CreditMoment | null;
  /** Called by the header once the moment has played (or at once, with no motion). */
  settle(id: number): void;
}

let nextId = 1;

export const useCreditMomentStore = create<CreditMomentState>((set, get) => ({
  moment: null,
  settle(id) {
    if (get().moment?.id === id) set({ moment: null });
  },
}));

/**
 * What a claim's answer carries (rewardClaim, vipClaim, claimRebate, promotionClaim,
 * raffleClaim); a reward paid in points has no amount and no balance, and moves nothing here.
 */
export interface Credit {
  amount: string | null;
  balance: string | null;
}

const middleOf = (element: Element | null | undefined) => {
  const box = element?.getBoundingClientRect();
  return box && box.width > 0 ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null;
};

/**
 * The one way a claim tells the header its credit. Called as the player presses the claim, with
 * what was pressed: it notes where the amount starts and the balance shown then (a socket event
 * may bring the new one before the claim's answer); the function it returns takes the answer, puts
 * the gateway's new balance in the balance read at once (no client arithmetic) and starts the
 * moment. `claim.mutate(payload, { onSuccess: credit(event.currentTarget) })`.
 */
export function useCreditBalance(): (pressed?: Element | null) => (credit: Credit) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (pressed) => {
      const origin = middleOf(pressed);
      const from = queryClient.getQueryData<BalanceData>(BALANCE_QUERY_KEY)?.balance ?? null;
      return ({ amount, balance }) => {
        if (amount === null || balance === null) return;
        queryClient.setQueryData<BalanceData>(BALANCE_QUERY_KEY, (old) =>
          old ? { ...old, balance } : old,
        );
        useCreditMomentStore.setState({
          moment: { id: nextId++, amount, from, to: balance, origin },
        });
      };
    },
    [queryClient],
  );
}
