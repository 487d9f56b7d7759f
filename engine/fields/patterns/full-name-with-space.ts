import { regexPattern } from './named-pattern';

/**
 * A full name: at least two parts of letters (any script, accents included: "João da Silva"),
 * one space between parts; apostrophes, hyphens and dots inside a part.
 */
export const fullNameWithSpace = regexPattern(
  'fullNameWithSpace',
  'a full name with a space between parts',
  /^\p{L}[\p{L}\p{M}'.-]*(?: \p{L}[\p{L}\p{M}'.-]*)+$/u,
);
