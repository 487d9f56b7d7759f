// SMS pumping from many clients at once: a merchant sends at most 500 codes an hour, whoever asks.
// Past it the answer is the spec's "quota exceeded (contact customer service)" (spec 000 §8), so an
// operator hears of an attack from players instead of from the SMS bill.
import { fail, retryAfter } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { countHourlyHit } from './hourly-counter';

export const SMS_SENDS_PER_MERCHANT_PER_HOUR = 500;

/** Counts a send for the merchant; throws SMS_QUOTA_EXCEEDED (429, Retry-After) past the quota. */
export async function countSmsSendByMerchant(
  db: Queryable,
  merchantCode: string,
  now: Date,
): Promise<void> {
  const { hits, secondsLeft } = await countHourlyHit(db, 'sms-merchant', merchantCode, now);
  if (hits > SMS_SENDS_PER_MERCHANT_PER_HOUR) fail('SMS_QUOTA_EXCEEDED', retryAfter(secondsLeft));
}
