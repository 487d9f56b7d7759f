// The client half of the encrypted payloads (ARCHITECTURE.md "The gateway contract"): login,
// registration, password and points payloads travel as AES-256-GCM ciphertext under a fresh key,
// and that key travels wrapped with the gateway's RSA-OAEP (SHA-256) public key from the
// `publicKey` action. The action name is the GCM additional data, so a ciphertext made for one
// action is refused by every other. WebCrypto only: the same code runs in browsers, Node and tests.
import { base64ToBytes, bytesToBase64 } from './base64';

export const HYBRID_ALGORITHM = 'RSA-OAEP-256+A256GCM';

/** The `publicKey` action's value. */
export interface GatewayPublicKey {
  keyId: string;
  algorithm: typeof HYBRID_ALGORITHM;
  /** The RSA-OAEP public key as a JWK (`kty: RSA`, `alg: RSA-OAEP-256`). */
  jwk: JsonWebKey;
}

/** What an encrypted action's body holds: `{ "encrypted": EncryptedPayload }`. */
export interface EncryptedPayload {
  keyId: string;
  algorithm: typeof HYBRID_ALGORITHM;
  /** The AES key, wrapped with RSA-OAEP, base64. */
  key: string;
  /** The 96-bit GCM nonce, base64. */
  iv: string;
  /** The JSON payload, AES-GCM ciphertext with its tag, base64. */
  data: string;
}

export const RSA_OAEP_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export interface ImportedGatewayKey {
  keyId: string;
  key: CryptoKey;
}

export async function importGatewayKey(
  publicKey: GatewayPublicKey,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<ImportedGatewayKey> {
  if (publicKey.algorithm !== HYBRID_ALGORITHM) {
    throw new Error(
      `The gateway offers ${JSON.stringify(publicKey.algorithm)} encryption; this client speaks ${HYBRID_ALGORITHM}.`,
    );
  }
  const key = await subtle.importKey('jwk', publicKey.jwk, RSA_OAEP_PARAMS, false, ['encrypt']);
  return { keyId: publicKey.keyId, key };
}

export function additionalData(action: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`skinforge:${action}`);
}

export async function encryptPayload(
  gatewayKey: ImportedGatewayKey,
  action: string,
  payload: unknown,
  webCrypto: Crypto = globalThis.crypto,
): Promise<EncryptedPayload> {
  const { subtle } = webCrypto;
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webCrypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(payload ?? {}));
  const [data, rawKey] = await Promise.all([
    subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: additionalData(action) },
      aesKey,
      plaintext,
    ),
    subtle.exportKey('raw', aesKey),
  ]);
  const wrapped = await subtle.encrypt(RSA_OAEP_PARAMS, gatewayKey.key, rawKey);
  return {
    keyId: gatewayKey.keyId,
    algorithm: HYBRID_ALGORITHM,
    key: bytesToBase64(new Uint8Array(wrapped)),
    iv: bytesToBase64(iv),
    data: bytesToBase64(new Uint8Array(data)),
  };
}

/** The pieces of an EncryptedPayload as bytes, for the gateway's half. */
export function decodeEncryptedPayload(payload: EncryptedPayload): {
  key: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  data: Uint8Array<ArrayBuffer>;
} {
  return {
    key: base64ToBytes(payload.key),
    iv: base64ToBytes(payload.iv),
    data: base64ToBytes(payload.data),
  };
}
