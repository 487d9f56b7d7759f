import { regexPattern } from './named-pattern';

/** Letters or digits only, in any mix (codes, ids). */
export const lettersOrDigits = regexPattern(
  'lettersOrDigits',
  'letters or digits only',
  /^[A-Za-z0-9]+$/,
);
