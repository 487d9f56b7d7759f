import { regexPattern } from './named-pattern';

/** Uppercase letters only, without spaces. */
export const uppercaseNoSpaces = regexPattern(
  'uppercaseNoSpaces',
  'uppercase letters only, no spaces',
  /^[A-Z]+$/,
);
