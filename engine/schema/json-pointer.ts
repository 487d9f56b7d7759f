// JSON pointers (RFC 6901) name every place in a skin: issues carry one, source maps are keyed by
// them, and provenance is tracked per pointer across the `extends` chain.

export function escapePointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function joinPointer(pointer: string, ...tokens: Array<string | number>): string {
  return tokens.reduce<string>((acc, token) => `${acc}/${escapePointerToken(token)}`, pointer);
}

export function parentPointer(pointer: string): string | undefined {
  if (pointer === '') return undefined;
  return pointer.slice(0, pointer.lastIndexOf('/'));
}

export function pointerTokens(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointerToken);
}

/** The value at a pointer, or undefined; reads own properties only. */
export function valueAt(root: unknown, pointer: string): unknown {
  let current: unknown = root;
  for (const token of pointerTokens(pointer)) {
    if (
      current === null ||
      typeof current !== 'object' ||
      !Object.prototype.hasOwnProperty.call(current, token)
    ) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[token];
  }
  return current;
}
