// What a burst of parallel calls came to, counted by answer: `{ 'OK': 38, '429
// PAYMENT_PASSWORD_LOCKED': 2 }`. A call that fails without an envelope (a network error) counts
// under its message, so a test that expects only answers sees it.
import { ApiError } from '../../../engine/api';

export type Tally = Record<string, number>;

export function outcomeOf(result: PromiseSettledResult<unknown>): string {
  if (result.status === 'fulfilled') return 'OK';
  const reason: unknown = result.reason;
  if (reason instanceof ApiError) return `${reason.status} ${reason.code}`;
  return reason instanceof Error ? reason.message : String(reason);
}

export async function tally(calls: ReadonlyArray<Promise<unknown>>): Promise<Tally> {
  const counts: Tally = {};
  for (const result of await Promise.allSettled(calls)) {
    const outcome = outcomeOf(result);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}
