// What is refused before a payload reaches its schema, its handler or SQL: JSON nested deeper than
// MAX_NESTING (a 40 KB body of brackets would otherwise exhaust the stack of whatever walks it), and
// control characters in any text or field name (PostgreSQL refuses a NUL in text, and no field of
// the contract has a use for the others). Tabs and line breaks stay: a feedback may have them.

/** Objects and arrays inside one another; the contract's deepest payload needs 3. */
export const MAX_NESTING = 32;

/** Whether JSON text nests objects and arrays deeper than `limit`, read without parsing it. */
export function nestsDeeperThan(text: string, limit = MAX_NESTING): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) {
        index += 1;
      } // \ escapes the next character
      else if (char === 0x22) {
        inString = false;
      }
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

// C0 controls but tab, line feed and carriage return; DEL. Matching them is the point here.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export interface ControlCharacter {
  /** The field's path (`a.b.0`), or undefined when a field name itself holds one. */
  field?: string;
  /** The text that holds it. */
  text: string;
}

/** The first text or field name in a payload that holds a control character. */
export function findControlCharacter(value: unknown, path = ''): ControlCharacter | undefined {
  if (typeof value === 'string') {
    return CONTROL.test(value) ? { field: path, text: value } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (CONTROL.test(key)) return { text: key };
    const found = findControlCharacter(child, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}
