// A property's label from its name (`themeColor` → "Theme color", `w_home` → "W home"): the schema
// names are the operator's vocabulary (README, skin.json), so the label stays close to them.
export function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A schema example as a placeholder: the first one that is plain text. */
export function exampleOf(examples: readonly unknown[] | undefined): string | undefined {
  const example = examples?.find(
    (candidate) => typeof candidate === 'string' || typeof candidate === 'number',
  );
  return example === undefined ? undefined : String(example);
}
