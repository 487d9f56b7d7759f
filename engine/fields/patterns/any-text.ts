import { regexPattern } from './named-pattern';

/** Any text at all (spec 000 §5 "any text"); length limits still apply. */
export const anyText = regexPattern('anyText', 'any text', /^[\s\S]*$/u);
