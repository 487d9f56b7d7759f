// A phone that is sent more than 3 codes within 5 minutes is locked for 5 minutes (spec 000 §9
// "Too many phone-verification requests: 5-minute lockout"): 429 with Retry-After. One statement
// counts the send in the phone's window and sets the lock, so parallel sends cannot all pass.
import { fail, retryAfter } from '../core/gateway-error';
import type { Queryable } from '../db/database';

export const SMS_SENDS_PER_PHONE = 3;
export const SMS_PHONE_WINDOW_MS = 5 * 60 * 1000;
export const SMS_PHONE_LOCK_SECONDS = 300;

/** Counts a send to the phone; throws SMS_LOCKED while the phone is locked. */
export async function countSmsSendToPhone(
  db: Queryable,
  merchantCode: string,
  phone: string,
  now: Date,
): Promise<void> {
  // A window that has passed, or a lock that has ended, starts a new window with this send.
  const [row] = await db.durable<{ locked_until: Date | null }>(
    `INSERT INTO sms_phone_sends AS s (merchant_code, phone, window_start, sends, locked_until)
     VALUES ($1, $2, $3, 1, NULL)
     ON CONFLICT (merchant_code, phone) DO UPDATE SET
       window_start = CASE WHEN s.locked_until > $3 THEN s.window_start
         WHEN s.locked_until IS NOT NULL OR s.window_start <= $4 THEN $3 ELSE s.window_start END,
       sends = CASE WHEN s.locked_until > $3 THEN s.sends
         WHEN s.locked_until IS NOT NULL OR s.window_start <= $4 THEN 1 ELSE s.sends + 1 END,
       locked_until = CASE WHEN s.locked_until > $3 THEN s.locked_until
         WHEN s.locked_until IS NOT NULL OR s.window_start <= $4 THEN NULL
         WHEN s.sends + 1 > $5 THEN $6::timestamptz ELSE NULL END
     RETURNING locked_until`,
    [
      merchantCode,
      phone,
      now,
      new Date(now.getTime() - SMS_PHONE_WINDOW_MS),
      SMS_SENDS_PER_PHONE,
      new Date(now.getTime() + SMS_PHONE_LOCK_SECONDS * 1000),
    ],
  );
  if (row.locked_until && row.locked_until > now) {
    const seconds = Math.ceil((row.locked_until.getTime() - now.getTime()) / 1000);
    fail('SMS_LOCKED', retryAfter(Math.max(1, seconds)));
  }
}
