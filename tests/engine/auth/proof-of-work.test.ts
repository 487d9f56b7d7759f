// The site's half of the proof-of-work human verification (spec 000 §4; gateway/README.md "Human
// verification"): its SHA-256 agrees with node's, and a solution starts with the zero bits asked.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256, solveWork, startsWithZeroBits } from '../../../engine';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('proof of work', () => {
  it('hashes as SHA-256 does, across block boundaries', () => {
    for (const text of [
      '',
      'abc',
      'a'.repeat(55),
      'a'.repeat(56),
      'a'.repeat(64),
      'ç'.repeat(100),
    ]) {
      const bytes = new TextEncoder().encode(text);
      expect(hex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('finds a nonce whose hash with the salt starts with the zero bits asked', () => {
    const fields = solveWork({
      challengeId: 'c1',
      salt: 'salt',
      difficulty: 12,
      expiresInSeconds: 120,
    });
    expect(fields).toMatchObject({ provider: 'proofOfWork', challengeId: 'c1' });
    const digest = createHash('sha256').update(`salt:${fields.nonce}`).digest();
    expect(startsWithZeroBits(digest, 12)).toBe(true);
    // The first such nonce: none before it solves the challenge.
    const earlier = Array.from({ length: Number(fields.nonce) }, (_, nonce) =>
      startsWithZeroBits(createHash('sha256').update(`salt:${nonce}`).digest(), 12),
    );
    expect(earlier.includes(true)).toBe(false);
  });
});
