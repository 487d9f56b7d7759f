import { regexPattern } from './named-pattern';

/** Letters and digits with at least one uppercase letter. */
export const alphanumericWithUppercase = regexPattern(
  'alphanumericWithUppercase',
  'letters and digits with at least one uppercase letter',
  /^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/,
);
