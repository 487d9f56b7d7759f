// The firebase stand-in's signing key (./phone-stand-in.ts): one RSA key pair per gateway process,
// made on first use, whose public half the gateway checks the stand-in's id tokens with, in
// process or as the JWK set the stand-in publishes (the form of firebase's own
// securetoken@system.gserviceaccount.com key set).
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

export interface StandInKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

let key: StandInKey | undefined;

export function standInKey(): StandInKey {
  if (!key) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    key = { kid: randomBytes(8).toString('hex'), ...pair };
  }
  return key;
}

/** The stand-in's key set, as a JWKS endpoint answers it. */
export function standInJwks(): { keys: Array<Record<string, unknown>> } {
  const { kid, publicKey } = standInKey();
  return { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };
}
