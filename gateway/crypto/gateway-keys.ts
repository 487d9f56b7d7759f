// The gateway's half of the encrypted payloads (ARCHITECTURE.md "The gateway contract"; the client
// half is engine/api/hybrid-crypto.ts): an RSA-OAEP (SHA-256, 2048-bit) key pair made at start, its
// public JWK offered by the `publicKey` action, and the unwrapping of each payload's AES-GCM key. A
// key lives as long as the process: clients that kept an old keyId get ENCRYPTION_KEY_UNKNOWN and
// fetch the new one. The gateway also seals values only it may open again with the same scheme
// (`seal`): the customer-service paths of the permission payload (spec 000 §3 "path (encrypted)").
import { randomBytes } from 'node:crypto';
import { encryptPayload } from '../../engine';
import {
  additionalData,
  decodeEncryptedPayload,
  HYBRID_ALGORITHM,
  RSA_OAEP_PARAMS,
  type EncryptedPayload,
  type GatewayPublicKey,
} from '../../engine/authoring';
import { fail } from '../core/gateway-error';
import { MAX_NESTING, nestsDeeperThan } from '../core/hostile-input';

export interface GatewayKeys {
  publicKey: GatewayPublicKey;
  decrypt(action: string, payload: unknown): Promise<unknown>;
  /** `value` encrypted to the gateway's own key under `purpose`: only `decrypt(purpose, …)` opens it. */
  seal(purpose: string, value: unknown): Promise<EncryptedPayload>;
}

function isEncryptedPayload(value: unknown): value is EncryptedPayload {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    ['keyId', 'key', 'iv', 'data'].every((field) => typeof candidate[field] === 'string') &&
    candidate.algorithm === HYBRID_ALGORITHM
  );
}

export async function createGatewayKeys(): Promise<GatewayKeys> {
  const { subtle } = globalThis.crypto;
  const pair = await subtle.generateKey(
    { ...RSA_OAEP_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const jwk = await subtle.exportKey('jwk', pair.publicKey);
  const keyId = randomBytes(8).toString('hex');
  return {
    publicKey: {
      keyId,
      algorithm: HYBRID_ALGORITHM,
      jwk: { kty: jwk.kty, n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256' },
    },
    seal: (purpose, value) => encryptPayload({ keyId, key: pair.publicKey }, purpose, value),
    async decrypt(action, payload) {
      if (!isEncryptedPayload(payload)) {
        fail('DECRYPTION_FAILED', {
          message: `The encrypted payload must be {keyId, algorithm: "${HYBRID_ALGORITHM}", key, iv, data}.`,
        });
      }
      if (payload.keyId !== keyId) fail('ENCRYPTION_KEY_UNKNOWN');
      let text: string;
      try {
        const parts = decodeEncryptedPayload(payload);
        const raw = await subtle.decrypt(RSA_OAEP_PARAMS, pair.privateKey, parts.key);
        const aesKey = await subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
        const plaintext = await subtle.decrypt(
          { name: 'AES-GCM', iv: parts.iv, additionalData: additionalData(action) },
          aesKey,
          parts.data,
        );
        text = new TextDecoder().decode(plaintext);
      } catch {
        return fail('DECRYPTION_FAILED');
      }
      if (nestsDeeperThan(text)) {
        fail('BAD_REQUEST', {
          message: `The encrypted payload nests deeper than ${MAX_NESTING} levels (got more than ${MAX_NESTING})`,
        });
      }
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return fail('DECRYPTION_FAILED');
      }
    },
  };
}
