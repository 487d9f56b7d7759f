import { regexPattern } from './named-pattern';

/** Kanji (CJK ideographs) and digits. */
export const kanjiAndDigits = regexPattern(
  'kanjiAndDigits',
  'kanji and digits',
  /^[\p{Script=Han}0-9]+$/u,
);
