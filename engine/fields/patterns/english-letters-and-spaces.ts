import { regexPattern } from './named-pattern';

/** English letters and spaces, with at least one letter. */
export const englishLettersAndSpaces = regexPattern(
  'englishLettersAndSpaces',
  'English letters and spaces',
  /^(?=[^A-Za-z]*[A-Za-z])[A-Za-z ]+$/,
);
