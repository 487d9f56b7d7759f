import { CATEGORIES, type Category } from '../../model/skin-types';
import { joinPointer } from '../../schema/json-pointer';
import type { SkinRule } from './skin-rule';

/**
 * A home section of a game category the skin does not offer would list games players cannot reach.
 */
export const homeSectionsOffered: SkinRule = ({ skin }) =>
  skin.home.sections.flatMap((section, index) => {
    const category = section as Category;
    if (
      !(CATEGORIES as readonly string[]).includes(section) ||
      skin.categories.includes(category)
    ) {
      return [];
    }
    return [
      {
        pointer: joinPointer('/home/sections', index),
        message: `names category ${JSON.stringify(section)}, which /categories does not offer`,
        expected: `RECENT, HOT, FAV or one of ${skin.categories.join(', ')}`,
        found: JSON.stringify(section),
        hint: `add ${JSON.stringify(section)} to /categories or remove the section`,
        code: 'rule/home-sections-offered',
      },
    ];
  });
