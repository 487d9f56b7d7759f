// Session tokens and other bearer secrets: 256 random bits from the CSPRNG (a session token needs
// at least 128), sent once to the client and stored only as a SHA-256 hash.
import { createHash, randomBytes } from 'node:crypto';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: sha256(secret) };
}

/** Sessions last 12 hours from login; logout or a password change ends them sooner. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** The bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{16,256})\s*$/i);
  return match?.[1];
}
