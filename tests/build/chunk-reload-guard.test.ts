import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY_PREFIX,
  createChunkReloadGuard,
  type GuardStorage,
} from '../../src/app/lazy/chunk-reload-guard';
import { loadWithReload } from '../../src/app/lazy/lazy-with-reload';

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

describe('loading a lazy chunk', () => {
  const failing = () =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

  it('reloads the page on the first failure while online', async () => {
    const reload = vi.fn();
    const guard = createChunkReloadGuard(memoryStorage());
    const settled = vi.fn();
    void loadWithReload('help', failing, { guard, reload, isOnline: () => true }).then(
      settled,
      settled,
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(settled).not.toHaveBeenCalled();
  });

  it('does not reload while offline, and keeps the reload for when the network is back', async () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    const guard = createChunkReloadGuard(storage);
    await expect(
      loadWithReload('help', failing, { guard, reload, isOnline: () => false }),
    ).rejects.toThrow('The "help" part of the site could not be loaded.');
    expect(reload).not.toHaveBeenCalled();
    expect(guard.onFailure('help')).toBe('reload');
  });
});
