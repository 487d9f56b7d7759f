// localStorage and sessionStorage, or a page-lifetime stand-in where the browser refuses them
// (storage disabled, some private modes throw on access): the site then works, it just forgets on
// reload.
export type WebStorageKind = 'localStorage' | 'sessionStorage';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

export function webStorage(kind: WebStorageKind): Storage {
  try {
    const storage = window[kind];
    storage.getItem('');
    return storage;
  } catch {
    return memoryStorage();
  }
}
