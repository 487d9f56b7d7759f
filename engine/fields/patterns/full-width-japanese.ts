import { regexPattern } from './named-pattern';

/**
 * Full-width Japanese: hiragana, katakana, kanji, the prolonged mark, full-width forms and space.
 */
export const fullWidthJapanese = regexPattern(
  'fullWidthJapanese',
  'full-width Japanese characters',
  /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー\u3000\uFF01-\uFF5E]+$/u,
);
