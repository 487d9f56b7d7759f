// How an issue shows what the file holds: short JSON, cut when long, never the whole banner list.

const LIMIT = 60;

export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `a list of ${value.length}`;
  if (value !== null && typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  if (text.length <= LIMIT) return text;
  return typeof value === 'string'
    ? `${text.slice(0, LIMIT - 2)}…"`
    : `${text.slice(0, LIMIT - 1)}…`;
}

export function describeList(values: readonly unknown[]): string {
  const shown = values.map((value) => JSON.stringify(value));
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}`;
}
