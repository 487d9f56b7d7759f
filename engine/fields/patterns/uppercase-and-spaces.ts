import { regexPattern } from './named-pattern';

/** Uppercase letters and spaces with at least one letter (bank holder names). */
export const uppercaseAndSpaces = regexPattern(
  'uppercaseAndSpaces',
  'uppercase letters and spaces, at least one letter',
  /^(?=[^A-Z]*[A-Z])[A-Z ]+$/,
);
