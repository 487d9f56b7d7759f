import type { ResolvedSkin } from '../model/skin-types';
import type { SkinSetting } from './feature-registry';

function read(skin: ResolvedSkin, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      skin,
    );
}

/** Whether the skin wants a feature, and the sentence that says why. */
export function skinWants(
  skin: ResolvedSkin,
  setting: SkinSetting,
): { wanted: boolean; because: string } {
  const value = read(skin, setting.path);
  if (setting.includes === undefined) {
    const wanted = value === true;
    return { wanted, because: `${setting.path} is ${wanted}` };
  }
  const items = Array.isArray(value) ? value : [];
  const wanted = items.some(
    (item: unknown) =>
      item === setting.includes ||
      (item !== null &&
        typeof item === 'object' &&
        (item as { provider?: unknown }).provider === setting.includes),
  );
  return {
    wanted,
    because: `${setting.path} ${wanted ? 'includes' : 'does not include'} "${setting.includes}"`,
  };
}
