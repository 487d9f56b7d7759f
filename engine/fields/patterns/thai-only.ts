import { regexPattern } from './named-pattern';

/** Thai only. */
export const thaiOnly = regexPattern('thaiOnly', 'Thai only', /^\p{Script=Thai}+$/u);
