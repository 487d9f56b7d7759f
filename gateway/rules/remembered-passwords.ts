// A transaction password, once found right, is remembered for a few minutes so that the money
// moves that follow do not each pay for scrypt again (scrypt is meant to be slow: on two cores a
// few dozen checks a second, which would set the pace of every withdrawal). What is kept is an
// HMAC of the stored hash and the password under a key made at start and never written down, in
// this process's memory only; a password change changes the stored hash, so the memory no longer
// matches. Wrong passwords are never remembered, and the lockout counts them as before. The same
// check arriving several times at once is made once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from './passwords';

/** How long a right password is remembered, in real time (not the gateway clock: a cache). */
export const REMEMBER_MS = 10 * 60_000;
const MAX_REMEMBERED = 10_000;

const KEY = randomBytes(32);
const remembered = new Map<number, { digest: Buffer; until: number }>();
const checking = new Map<string, Promise<boolean>>();

const digestOf = (stored: string, password: string): Buffer =>
  createHmac('sha256', KEY).update(stored).update('\0').update(password.normalize('NFC')).digest();

/** Whether `password` is the member's, whose stored scrypt hash is `stored`. */
export async function verifyRememberedPassword(
  memberId: number,
  password: string,
  stored: string,
): Promise<boolean> {
  const digest = digestOf(stored, password);
  const known = remembered.get(memberId);
  if (known && known.until > Date.now() && timingSafeEqual(known.digest, digest)) return true;
  const key = `${memberId}:${digest.toString('base64url')}`;
  let check = checking.get(key);
  if (!check) {
    check = verifyPassword(password, stored).finally(() => checking.delete(key));
    checking.set(key, check);
  }
  const right = await check;
  if (right) {
    remembered.delete(memberId);
    remembered.set(memberId, { digest, until: Date.now() + REMEMBER_MS });
    // The oldest goes first: a Map keeps the order of insertion.
    if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  }
  return right;
}
