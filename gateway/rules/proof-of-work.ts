// The reference gateway's own human verification: a proof of work, which needs no outside service.
// The site's browser searches for a nonce whose SHA-256 with the challenge's salt starts with
// `difficulty` zero bits (about 2^difficulty hashes: a fraction of a second for a person's browser,
// a cost per try for a script that floods logins or SMS sends). Each challenge is stored, expires
// after 2 minutes and is spent by the first request that brings it, solved or not.
import { createHash, randomBytes } from 'node:crypto';
import { startsWithZeroBits } from '../../engine';
import type { Queryable } from '../db/database';

export const CHALLENGE_TTL_SECONDS = 120;
export const DEFAULT_DIFFICULTY = 16;

export interface WorkChallenge {
  challengeId: string;
  salt: string;
  difficulty: number;
  expiresInSeconds: number;
}

export async function issueWorkChallenge(
  db: Queryable,
  merchantCode: string,
  difficulty: number,
  now: Date,
): Promise<WorkChallenge> {
  const challenge = {
    challengeId: randomBytes(16).toString('base64url'),
    salt: randomBytes(16).toString('base64url'),
    difficulty,
    expiresInSeconds: CHALLENGE_TTL_SECONDS,
  };
  await db.query(
    'INSERT INTO verification_challenges (challenge_id, merchant_code, salt, difficulty, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [
      challenge.challengeId,
      merchantCode,
      challenge.salt,
      difficulty,
      new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
    ],
  );
  return challenge;
}

/** Whether SHA-256 of `salt:nonce` starts with `difficulty` zero bits (the engine's solveWork). */
export function solvesWork(salt: string, nonce: string, difficulty: number): boolean {
  return startsWithZeroBits(createHash('sha256').update(`${salt}:${nonce}`).digest(), difficulty);
}

/** Spends the challenge and says whether `nonce` solves it. */
export async function checkWork(
  db: Queryable,
  merchantCode: string,
  challengeId: string | undefined,
  nonce: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!challengeId || !nonce || !/^\d{1,16}$/.test(nonce)) return false;
  const [row] = await db.query<{ salt: string; difficulty: number }>(
    'UPDATE verification_challenges SET used_at = $3 WHERE challenge_id = $1 AND merchant_code = $2 AND used_at IS NULL AND expires_at > $3 RETURNING salt, difficulty',
    [challengeId, merchantCode, now],
  );
  return row !== undefined && solvesWork(row.salt, nonce, row.difficulty);
}
