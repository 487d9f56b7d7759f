// Every choice a picture makes comes from its key: a hash of the key seeds the PRNG, so the same
// game, vendor or promotion is drawn the same, byte for byte, on every gateway and every start.
import { createRandom, type Random } from '../core/prng';

/** FNV-1a over the key's UTF-16 code units: small, fast and well spread for short keys. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The PRNG of one picture; `purpose` separates independent choices of the same key. */
export function artRandom(key: string, purpose = ''): Random {
  return createRandom(hashKey(`${purpose}:${key}`));
}
