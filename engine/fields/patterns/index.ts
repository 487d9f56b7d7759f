// Every pattern kind of spec 000 §5, by the name a registration rule's `acceptedPattern` uses. The
// names are schemas/defs.schema.json's `patternName`: one there without a file here does not compile.
import { PATTERN_NAMES, type PatternName } from '../../model/skin-types';
import { alphanumericWithUppercase } from './alphanumeric-with-uppercase';
import { anyText } from './any-text';
import { chineseAndPunctuation } from './chinese-and-punctuation';
import { date } from './date';
import { digitsOnly } from './digits-only';
import { digitsStartingWith9 } from './digits-starting-with-9';
import { email } from './email';
import { englishLettersAndSpaces } from './english-letters-and-spaces';
import { fullNameWithSpace } from './full-name-with-space';
import { fullWidthJapanese } from './full-width-japanese';
import { kanjiAndDigits } from './kanji-and-digits';
import { koreanOnly } from './korean-only';
import { letterFirstAlphanumeric } from './letter-first-alphanumeric';
import { lettersAndDigits } from './letters-and-digits';
import { lettersDigitsSymbols } from './letters-digits-symbols';
import { lettersOrDigits } from './letters-or-digits';
import type { NamedPattern } from './named-pattern';
import { noSpaces } from './no-spaces';
import { strongPassword } from './strong-password';
import { thaiEnglishAndSpaces } from './thai-english-and-spaces';
import { thaiOnly } from './thai-only';
import { uppercaseAndSpaces } from './uppercase-and-spaces';
import { uppercaseNoSpaces } from './uppercase-no-spaces';

export type { NamedPattern };

export const PATTERNS = {
  anyText,
  letterFirstAlphanumeric,
  kanjiAndDigits,
  email,
  lettersOrDigits,
  lettersAndDigits,
  digitsOnly,
  alphanumericWithUppercase,
  englishLettersAndSpaces,
  noSpaces,
  chineseAndPunctuation,
  date,
  koreanOnly,
  thaiOnly,
  thaiEnglishAndSpaces,
  uppercaseAndSpaces,
  lettersDigitsSymbols,
  strongPassword,
  fullNameWithSpace,
  fullWidthJapanese,
  uppercaseNoSpaces,
  digitsStartingWith9,
} as const satisfies Record<PatternName, NamedPattern>;

export { PATTERN_NAMES, type PatternName };

/** `*` accepts anything (spec 000 §5). */
export const ANY_PATTERN = '*';

export function isPatternName(name: string): name is PatternName {
  return Object.prototype.hasOwnProperty.call(PATTERNS, name);
}
