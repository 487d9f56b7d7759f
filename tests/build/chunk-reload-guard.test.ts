import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_KEY_PREFIX, createChunkReloadGuard, type GuardStorage } from '../../src/app/lazy/chunk-reload-guard';

function memoryStorage(): GuardStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the lazy-chunk reload guard', () => {
  it('reloads on the first failure of a chunk and lets the second through to the error boundary', () => {
    const storage = memoryStorage();
    const guard = createChunkReloadGuard(storage);
    expect(guard.onFailure('member-centre')).toBe('reload');
    // The reload starts a new page: a new guard over the same sessionStorage.
    expect(createChunkReloadGuard(storage).onFailure('member-centre')).toBe('fail');
  });

  it('gives each chunk its own reload', () => {
    const guard = createChunkReloadGuard(memoryStorage());
    expect(guard.onFailure('member-centre')).toBe('reload');
    expect(guard.onFailure('points-mall')).toBe('reload');
  });

  it('allows one more reload after the chunk loaded once (a later deploy in the same tab)', () => {
    const storage = memoryStorage();
    const guard = createChunkReloadGuard(storage);
    guard.onFailure('promotions');
    guard.onSuccess('promotions');
    expect(storage.items.has(`${CHUNK_RELOAD_KEY_PREFIX}promotions`)).toBe(false);
    expect(guard.onFailure('promotions')).toBe('reload');
  });

  it('never reloads without a storage to remember it in, so it cannot loop', () => {
    expect(createChunkReloadGuard(undefined).onFailure('agent-area')).toBe('fail');
    const throwing: GuardStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(createChunkReloadGuard(throwing).onFailure('agent-area')).toBe('fail');
  });
});
