import { regexPattern } from './named-pattern';

/** Digits starting with 9 (mobile numbers in markets where they all begin with 9). */
export const digitsStartingWith9 = regexPattern(
  'digitsStartingWith9',
  'digits starting with 9',
  /^9[0-9]*$/,
);
