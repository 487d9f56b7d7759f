// A Map-backed session storage for the shell's rules (they take storage as an argument).
import type { KeyValueStorage } from '../../../engine';

export function memoryStorage(
  entries: Record<string, string> = {},
): KeyValueStorage & { entries(): Record<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    entries: () => Object.fromEntries(map),
  };
}
