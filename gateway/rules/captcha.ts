// Captchas (spec 000 §7: a base64 PNG in value): 4 digits, drawn as a PNG, remembered as a hash
// under a random key for 2 minutes, and good for one answer only, right or wrong.
import { randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';
import { renderCaptchaPng } from './captcha-png';
import { sha256 } from './tokens';

export const CAPTCHA_TTL_SECONDS = 120;

export interface IssuedCaptcha {
  captchaKey: string;
  answer: string;
  image: string;
  expiresInSeconds: number;
}

export async function issueCaptcha(
  db: Queryable,
  merchantCode: string,
  now: Date,
): Promise<IssuedCaptcha> {
  const answer = Array.from({ length: 4 }, () => String(randomInt(0, 10))).join('');
  const captchaKey = randomBytes(16).toString('base64url');
  await db.query(
    'INSERT INTO captchas (captcha_key, merchant_code, answer_hash, expires_at) VALUES ($1, $2, $3, $4)',
    [
      captchaKey,
      merchantCode,
      sha256(`${captchaKey}:${answer}`),
      new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
    ],
  );
  const image = `data:image/png;base64,${renderCaptchaPng(answer, randomInt(0, 2 ** 31)).toString('base64')}`;
  return { captchaKey, answer, image, expiresInSeconds: CAPTCHA_TTL_SECONDS };
}

/** Spends the captcha and says whether the answer was right. */
export async function checkCaptcha(
  db: Queryable,
  merchantCode: string,
  captchaKey: string | undefined,
  answer: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!captchaKey || !answer) return false;
  const [row] = await db.query<{ answer_hash: string }>(
    'UPDATE captchas SET used_at = $3 WHERE captcha_key = $1 AND merchant_code = $2 AND used_at IS NULL AND expires_at > $3 RETURNING answer_hash',
    [captchaKey, merchantCode, now],
  );
  return row !== undefined && row.answer_hash === sha256(`${captchaKey}:${answer.trim()}`);
}
