// When a failed call is tried again (spec 000 §8): a read that got no answer at all (the
// network dropped) is tried twice more; a read the gateway answered — a refusal (4xx, a business
// code), a server failure (5xx) — or that timed out is not, since asking again would get the same
// answer or keep the player waiting twice as long. Mutations are never retried: the player decides.
import { isApiError } from '../../../engine';

export const MAX_READ_RETRIES = 2;

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && isApiError(error) && error.kind === 'network';
}
