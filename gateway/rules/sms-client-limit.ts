// SMS pumping from one client: at most 10 codes an hour per client address, whatever the phones
// (spec 000 §8 "too many requests"). The per-phone lockout (sms-phone-lockout.ts) stops a client
// that repeats one number; this stops one that walks through many. The address is the request's
// (behind a load balancer, start the gateway with trustProxy so it is the player's).
import { fail, retryAfter } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { countHourlyHit } from './hourly-counter';

export const SMS_SENDS_PER_CLIENT_PER_HOUR = 10;

/** Counts a send for the client; throws RATE_LIMITED (429, Retry-After) past the limit. */
export async function countSmsSendByClient(
  db: Queryable,
  clientIp: string,
  now: Date,
): Promise<void> {
  const { hits, secondsLeft } = await countHourlyHit(db, 'sms-client', clientIp, now);
  if (hits > SMS_SENDS_PER_CLIENT_PER_HOUR) fail('RATE_LIMITED', retryAfter(secondsLeft));
}
