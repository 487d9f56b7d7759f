// SMS verification codes (spec 000 §4, §8, §9): 6 digits from the CSPRNG, stored as a salted
// SHA-256 bound to the phone and the purpose, valid for the merchant's expiredMinutes, used once,
// dead after 5 wrong entries: a wrong entry is counted in the one statement that checks the code
// is still alive, and a right one is used in the one statement that checks it too, so of any number
// of parallel entries exactly 5 wrong ones are answered as wrong and every later one, right or
// wrong, finds the code dead. Every send passes three limits first: per client address
// (sms-client-limit.ts), per merchant (sms-merchant-limit.ts) and per phone
// (sms-phone-lockout.ts). Sending answers the same for any phone, registered or not.
import { randomBytes, randomInt } from 'node:crypto';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { countSmsSendByClient } from './sms-client-limit';
import { countSmsSendByMerchant } from './sms-merchant-limit';
import { countSmsSendToPhone } from './sms-phone-lockout';
import { sha256 } from './tokens';

/** What a code unlocks; bindMobile and verify are the security centre's (binding a new number, proving the bound one). */
export type SmsPurpose = 'login' | 'register' | 'reset' | 'bindMobile' | 'verify';

export const MAX_WRONG_ENTRIES = 5;

export interface PhoneNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/** One spelling per phone: dialing code without +, a colon, the number. */
export function phoneKey(phone: PhoneNumber): string {
  return `${phone.countryDialingCode.replace(/^\+/, '')}:${phone.mobileNum}`;
}

const codeHash = (salt: string, purpose: SmsPurpose, phone: string, code: string) =>
  sha256(`${salt}:${purpose}:${phone}:${code}`);

export interface SmsRequest {
  merchantCode: string;
  phone: string;
  purpose: SmsPurpose;
  now: Date;
}

/** A 6-digit code from the CSPRNG and a salt to hash it with. */
export function newSaltedCode(): { code: string; salt: string } {
  return {
    code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    salt: randomBytes(16).toString('base64url'),
  };
}

/** Counts an SMS send against the three limits; throws RATE_LIMITED, SMS_QUOTA_EXCEEDED or SMS_LOCKED. */
export async function countSmsSend(
  db: Queryable,
  send: { merchantCode: string; phone: string; clientIp: string; now: Date },
): Promise<void> {
  await countSmsSendByClient(db, send.clientIp, send.now);
  await countSmsSendByMerchant(db, send.merchantCode, send.now);
  await countSmsSendToPhone(db, send.merchantCode, send.phone, send.now);
}

/**
 * Issues a code (the caller "sends" it: the dev outbox), or throws RATE_LIMITED,
 * SMS_QUOTA_EXCEEDED or SMS_LOCKED (429 with Retry-After).
 */
export async function issueSmsCode(
  db: Queryable,
  request: SmsRequest & { expiredMinutes: number; clientIp: string },
): Promise<string> {
  const { merchantCode, phone, purpose, now } = request;
  await countSmsSend(db, { merchantCode, phone, clientIp: request.clientIp, now });
  const { code, salt } = newSaltedCode();
  await db.query(
    'INSERT INTO sms_codes (merchant_code, phone, purpose, code_hash, salt, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      merchantCode,
      phone,
      purpose,
      codeHash(salt, purpose, phone, code),
      salt,
      now,
      new Date(now.getTime() + request.expiredMinutes * 60_000),
    ],
  );
  return code;
}

interface CodeRow {
  id: number;
  code_hash: string;
  salt: string;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
}

/**
 * Checks the newest code sent to this phone for this purpose; a wrong entry is counted at once
 * (durable: a transaction the caller rolls back keeps the count). Returns the code's id for
 * consumeSmsCode, which uses it only while it is still alive.
 */
export async function checkSmsCode(
  db: Queryable,
  request: SmsRequest & { code: string },
): Promise<number> {
  const { merchantCode, phone, purpose, now } = request;
  const [row] = await db.query<CodeRow>(
    'SELECT id, code_hash, salt, attempts, expires_at, used_at FROM sms_codes WHERE merchant_code = $1 AND phone = $2 AND purpose = $3 ORDER BY created_at DESC, id DESC LIMIT 1',
    [merchantCode, phone, purpose],
  );
  if (!row || row.used_at) fail('SMS_CODE_INVALID');
  if (row.attempts >= MAX_WRONG_ENTRIES || row.expires_at <= now) fail('SMS_CODE_EXPIRED');
  if (codeHash(row.salt, purpose, phone, request.code.trim()) !== row.code_hash) {
    const counted = await db.durable(
      'UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 AND used_at IS NULL RETURNING id',
      [row.id, MAX_WRONG_ENTRIES],
    );
    // Wrong entries checked beside this one killed the code first.
    fail(counted.length > 0 ? 'SMS_CODE_INVALID' : 'SMS_CODE_EXPIRED');
  }
  return row.id;
}

/**
 * Marks the code used, inside the transaction of what it unlocks: a code is good once, and only
 * while fewer than 5 wrong entries were counted and it has not expired.
 */
export async function consumeSmsCode(tx: Queryable, id: number, now: Date): Promise<void> {
  const [row] = await tx.query<{ used: boolean }>(
    `UPDATE sms_codes SET used_at = CASE WHEN attempts < $3 AND expires_at > $2 THEN $2::timestamptz END
     WHERE id = $1 AND used_at IS NULL RETURNING used_at IS NOT NULL AS used`,
    [id, now, MAX_WRONG_ENTRIES],
  );
  if (!row) fail('SMS_CODE_INVALID');
  if (!row.used) fail('SMS_CODE_EXPIRED');
}
