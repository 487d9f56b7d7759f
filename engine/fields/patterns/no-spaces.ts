import { regexPattern } from './named-pattern';

/** Anything without whitespace (LINE or WeChat ids). */
export const noSpaces = regexPattern('noSpaces', 'no spaces', /^\S+$/u);
