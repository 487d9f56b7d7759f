// Firebase id tokens (spec 000 §4: the phone a firebase sign-in proved): RS256 JWTs whose key id
// names one of the project's public keys, checked as firebase's documentation says a backend
// without its admin SDK must (firebase.google.com/docs/auth/admin/verify-id-tokens "Verify ID
// tokens using a third-party JWT library"): the signature, `aud` the project, `iss`
// https://securetoken.google.com/<project>, `exp` to come, `iat` and `auth_time` past, `sub` set.
import { createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';

export interface IdTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  iat: number;
  exp: number;
  auth_time: number;
  phone_number?: string;
  firebase?: { sign_in_provider: string };
  jti?: string;
}

/** A public key by its id, or undefined for an id the project does not have. */
export type KeyLookup = (kid: string) => Promise<KeyObject | undefined>;

export type IdTokenCheck = { ok: true; claims: IdTokenClaims } | { ok: false; problem: string };

const json = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export const issuerOf = (projectId: string) => `https://securetoken.google.com/${projectId}`;

/** Signs claims as firebase does (the stand-in's tokens). */
export function signIdToken(claims: IdTokenClaims, kid: string, privateKey: KeyObject): string {
  const head = `${part({ alg: 'RS256', kid, typ: 'JWT' })}.${part(claims)}`;
  const signature = createSign('RSA-SHA256').update(head).sign(privateKey).toString('base64url');
  return `${head}.${signature}`;
}

/** A JWK of the project's key set as a key object. */
export function publicKeyOf(jwk: Record<string, unknown>): KeyObject {
  return createPublicKey({ key: jwk as never, format: 'jwk' });
}

/** Whether `token` is a firebase id token of `projectId` valid at `now`; what is wrong if not. */
export async function checkIdToken(
  token: string,
  projectId: string,
  keys: KeyLookup,
  now: Date,
): Promise<IdTokenCheck> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, problem: 'not a JWT (three dot-separated parts)' };
  let header: { alg?: unknown; kid?: unknown };
  let claims: IdTokenClaims;
  try {
    header = json(parts[0]!) as typeof header;
    claims = json(parts[1]!) as IdTokenClaims;
  } catch {
    return { ok: false, problem: 'its header or claims are not base64url JSON' };
  }
  if (header.alg !== 'RS256') return { ok: false, problem: `alg ${String(header.alg)}, not RS256` };
  const key = typeof header.kid === 'string' ? await keys(header.kid) : undefined;
  if (!key) {
    return { ok: false, problem: `kid ${String(header.kid)} is none of the project's keys` };
  }
  const signed = createVerify('RSA-SHA256')
    .update(`${parts[0]}.${parts[1]}`)
    .verify(key, Buffer.from(parts[2]!, 'base64url'));
  if (!signed) return { ok: false, problem: 'the signature does not match' };
  const seconds = Math.floor(now.getTime() / 1000);
  if (claims.aud !== projectId) {
    return { ok: false, problem: `aud ${claims.aud}, not ${projectId}` };
  }
  if (claims.iss !== issuerOf(projectId)) return { ok: false, problem: `iss ${claims.iss}` };
  if (!(claims.exp > seconds)) return { ok: false, problem: 'it has expired' };
  if (!(claims.iat <= seconds) || !(claims.auth_time <= seconds)) {
    return { ok: false, problem: 'it was issued in the future' };
  }
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    return { ok: false, problem: 'it has no subject' };
  }
  return { ok: true, claims };
}
