// Moving an entry of an ordered list one place up or down (a menu's pages, a list of banners).

/** `list` with the entry at `index` moved by `by` places, or undefined past either end. */
export function moveEntry<T>(list: readonly T[], index: number, by: -1 | 1): T[] | undefined {
  const target = index + by;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return undefined;
  const moved = [...list];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}
