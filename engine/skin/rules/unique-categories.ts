import { joinPointer } from '../../schema/json-pointer';
import type { SkinRule } from './skin-rule';

/** Each category once: the top navigation would show it twice (spec 000 §2). */
export const uniqueCategories: SkinRule = ({ skin }) =>
  skin.categories.flatMap((category, index) => {
    const first = skin.categories.indexOf(category);
    if (first === index) return [];
    return [
      {
        pointer: joinPointer('/categories', index),
        message: `repeats category ${JSON.stringify(category)} (already at /categories/${first})`,
        expected: 'each category once',
        found: JSON.stringify(category),
        hint: 'remove the repeated entry',
        code: 'rule/unique-categories',
      },
    ];
  });
