import { FEATURES, type FeatureId } from '../../features/feature-registry';
import { skinWants } from '../../features/skin-wants';
import { joinPointer } from '../../schema/json-pointer';
import { menuEntryFeatures, type MenuEntries } from '../../site/menu-links';
import type { SkinRule } from './skin-rule';

const MENUS: ReadonlyArray<keyof MenuEntries> = ['side', 'member', 'account', 'agent', 'tabBar'];

/**
 * Menus name only known page ids (the schema's enums, with did-you-mean); this rule warns about an
 * entry whose page needs a feature the skin does not want (engine/site/pages.ts), since it will
 * never show: once per feature, at its first entry, the hint naming the others.
 */
export const menuPages: SkinRule = ({ skin }) => {
  const listed = new Map<FeatureId, Array<{ pointer: string; entry: string }>>();
  for (const menu of MENUS) {
    (skin.menus[menu] as ReadonlyArray<MenuEntries[typeof menu]>).forEach((entry, index) => {
      for (const feature of menuEntryFeatures(menu, entry)) {
        if (skinWants(skin, FEATURES[feature].setting).wanted) continue;
        const places = listed.get(feature) ?? [];
        places.push({ pointer: joinPointer(`/menus/${menu}`, index), entry });
        listed.set(feature, places);
      }
    });
  }
  return [...listed].map(([feature, [first, ...others]]) => {
    const settingPointer = `/${FEATURES[feature].setting.path.replace(/\./g, '/')}`;
    const entry = JSON.stringify(first.entry);
    return {
      pointer: first.pointer,
      message: `lists ${entry}, which never shows while ${settingPointer} is false`,
      expected: `${settingPointer} true, or no ${entry} entry`,
      found: entry,
      hint: others.length
        ? `so do ${others.map((other) => `${other.pointer} (${JSON.stringify(other.entry)})`).join(', ')}`
        : undefined,
      severity: 'warning' as const,
      code: 'rule/menu-pages',
    };
  });
};
