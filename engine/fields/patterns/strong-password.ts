import { regexPattern } from './named-pattern';

/** One uppercase, one lowercase, one digit and one symbol at least; printable ASCII, no spaces. */
export const strongPassword = regexPattern(
  'strongPassword',
  'at least one uppercase letter, one lowercase letter, one digit and one symbol',
  /^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=\D*\d)(?=[A-Za-z0-9]*[^A-Za-z0-9])[!-~]+$/,
);
