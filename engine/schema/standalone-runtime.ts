// The two helpers ajv's standalone validators call at run time, for the validators the generator
// writes into engine/generated/. ajv emits `require("ajv/dist/runtime/…")` for them even in ESM
// mode (ajv-validator/ajv#2209), which neither the browser nor Node's ESM loader accepts, so the
// generator points those calls here instead.

/** String length in code points, as JSON Schema's minLength and maxLength count it. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

/** Deep equality of JSON values, for uniqueItems and const/enum of objects. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    return Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => jsonEqual(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every(
      (key) => Object.prototype.hasOwnProperty.call(right, key) && jsonEqual(left[key], right[key]),
    )
  );
}
