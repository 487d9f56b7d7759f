// The vendor lanes cached in session storage under the spec's key `gameVendor` (spec 001 §7:
// "cached in session unless flushed"; spec 000 §3 lists the key). A language change flushes it and
// the lanes are loaded again with the games (spec 001 §4). Storage is injected; a broken or full
// storage just means no cache.
import type { ApiVendorLane } from '../api';

export const VENDOR_CACHE_KEY = 'gameVendor';

export type CacheStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Cached {
  language: string;
  lanes: ApiVendorLane[];
}

export interface VendorCache {
  /** The lanes cached for this language, or undefined. */
  read(language: string): ApiVendorLane[] | undefined;
  write(language: string, lanes: ApiVendorLane[]): void;
  flush(): void;
}

export function createVendorCache(storage: CacheStorage | undefined): VendorCache {
  return {
    read(language) {
      try {
        const cached = JSON.parse(storage?.getItem(VENDOR_CACHE_KEY) ?? 'null') as Cached | null;
        return cached && cached.language === language && Array.isArray(cached.lanes)
          ? cached.lanes
          : undefined;
      } catch {
        return undefined;
      }
    },
    write(language, lanes) {
      try {
        storage?.setItem(VENDOR_CACHE_KEY, JSON.stringify({ language, lanes } satisfies Cached));
      } catch {
        // Full or disabled storage: the next visit asks the gateway again.
      }
    },
    flush() {
      try {
        storage?.removeItem(VENDOR_CACHE_KEY);
      } catch {
        // Nothing to flush.
      }
    },
  };
}
