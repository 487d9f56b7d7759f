// How a skin builds on its parent (ARCHITECTURE.md "From a skin folder to a site"): objects merge
// key by key, anything else (arrays included) is replaced by the child's value. The result is a
// fresh copy, so applying defaults later never touches a parsed file, and `__proto__`-like keys
// stay plain data.

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => cloneJson(item)) as T;
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) define(copy, key, cloneJson(value[key]));
    return copy as T;
  }
  return value;
}

export function deepMerge(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override)) return cloneJson(override);
  const merged = cloneJson(base);
  for (const key of Object.keys(override)) {
    const inherited = Object.prototype.hasOwnProperty.call(merged, key) ? merged[key] : undefined;
    define(merged, key, deepMerge(inherited, override[key]));
  }
  return merged;
}
