// How generated names are spelled: `memberPage` → type `MemberPage`, constant `MEMBER_PAGES`.

export const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const constantCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

const plural = (word: string) =>
  /[^aeiou]y$/i.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;

/** The constant that lists a definition's values: `category` → `CATEGORIES`. */
export const listConstant = (definition: string) => constantCase(plural(definition));

/** The constant that holds a definition's pattern: `skinId` → `SKIN_ID_PATTERN`. */
export const patternConstant = (definition: string) => `${constantCase(definition)}_PATTERN`;

/** The constant that holds a definition's bound: `promotionComment`, `maxLength` → `PROMOTION_COMMENT_MAX_LENGTH`. */
export const limitConstant = (definition: string, keyword: string) =>
  `${constantCase(definition)}_${constantCase(keyword)}`;
