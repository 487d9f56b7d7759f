import { regexPattern } from './named-pattern';

/** Digits only (phone numbers, SMS codes). */
export const digitsOnly = regexPattern('digitsOnly', 'digits only', /^[0-9]+$/);
