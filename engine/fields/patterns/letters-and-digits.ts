import { regexPattern } from './named-pattern';

/** Letters plus digits: both must appear, nothing else (the usual password rule). */
export const lettersAndDigits = regexPattern(
  'lettersAndDigits',
  'letters plus digits, both present',
  /^(?=[^A-Za-z]*[A-Za-z])(?=\D*\d)[A-Za-z0-9]+$/,
);
