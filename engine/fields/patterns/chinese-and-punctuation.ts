import { regexPattern } from './named-pattern';

/** Chinese characters and punctuation (CJK and full-width punctuation, middle dot for names). */
export const chineseAndPunctuation = regexPattern(
  'chineseAndPunctuation',
  'Chinese characters and punctuation',
  /^(?=.*\p{Script=Han})[\p{Script=Han}\p{P}·]+$/u,
);
