import { regexPattern } from './named-pattern';

/** A letter first, then letters and digits (usernames, spec 000 §5). ASCII letters only. */
export const letterFirstAlphanumeric = regexPattern(
  'letterFirstAlphanumeric',
  'a letter first, then letters and digits',
  /^[A-Za-z][A-Za-z0-9]*$/,
);
