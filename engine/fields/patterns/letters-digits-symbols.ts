import { regexPattern } from './named-pattern';

/** Letters, digits and symbols: any printable ASCII except the space. */
export const lettersDigitsSymbols = regexPattern(
  'lettersDigitsSymbols',
  'letters, digits and symbols',
  /^[!-~]+$/,
);
