// The public keys a firebase id token is checked with: the stand-in's own in process, or the JWK
// set at `keysUrl` (default firebase's securetoken key set), fetched and kept for as long as its
// Cache-Control max-age says (firebase rotates them every few hours).
import type { KeyObject } from 'node:crypto';
import type { FirebasePhoneSettings } from '../core/merchants';
import { publicKeyOf, type KeyLookup } from './id-token';
import { standInKey } from './stand-in-keys';

export const FIREBASE_KEYS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

const cache = new Map<string, { keys: Map<string, KeyObject>; until: number }>();

async function fetchKeys(url: string): Promise<Map<string, KeyObject>> {
  const cached = cache.get(url);
  if (cached && cached.until > Date.now()) return cached.keys;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}, expected a JWK set`);
  const body = (await response.json()) as { keys?: Array<Record<string, unknown>> };
  const keys = new Map(
    (body.keys ?? []).map((jwk) => [String(jwk.kid), publicKeyOf(jwk)] as const),
  );
  const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
  cache.set(url, { keys, until: Date.now() + Number(maxAge ?? 0) * 1000 });
  return keys;
}

export function tokenKeys(settings: FirebasePhoneSettings): KeyLookup {
  if (settings.standIn && !settings.keysUrl) {
    return async (kid) => (kid === standInKey().kid ? standInKey().publicKey : undefined);
  }
  return async (kid) => (await fetchKeys(settings.keysUrl ?? FIREBASE_KEYS_URL)).get(kid);
}
