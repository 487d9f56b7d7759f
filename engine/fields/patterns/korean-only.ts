import { regexPattern } from './named-pattern';

/** Korean (Hangul) only. */
export const koreanOnly = regexPattern('koreanOnly', 'Korean only', /^\p{Script=Hangul}+$/u);
