import { regexPattern } from './named-pattern';

/** Thai or English letters and spaces, with at least one letter (names in Thai markets). */
export const thaiEnglishAndSpaces = regexPattern(
  'thaiEnglishAndSpaces',
  'Thai or English letters and spaces',
  /^(?=.*[\p{Script=Thai}A-Za-z])[\p{Script=Thai}A-Za-z ]+$/u,
);
