import { CATALOGUE, isMessageKey, MESSAGE_KEYS } from '../../i18n/catalogue';
import { templateVariables } from '../../i18n/interpolate';
import { LOCALES } from '../../model/skin-types';
import { joinPointer } from '../../schema/json-pointer';
import { describeValue } from '../describe-value';
import { didYouMean } from '../did-you-mean';
import type { IssueDraft } from '../skin-issue';
import type { FileRule } from './skin-rule';

/**
 * A skin's dictionaries override only texts the engine knows: an unknown key is a typo that would
 * silently change nothing. Values are strings, and use only the variables the engine passes.
 */
export const dictionaryKeys: FileRule = ({ layers }) => {
  const own = layers[0];
  if (!own) return [];
  return LOCALES.flatMap((locale) => {
    const dictionary = own.dictionaries[locale];
    if (!dictionary) return [];
    return Object.keys(dictionary.entries).flatMap((key): IssueDraft[] => {
      const pointer = joinPointer('', key);
      const value = dictionary.entries[key];
      if (!isMessageKey(key)) {
        return [
          {
            pointer,
            at: 'key',
            message: "is not a text the engine's catalogue knows",
            expected: 'a key of engine/i18n/catalogue',
            found: '',
            hint: didYouMean(key, MESSAGE_KEYS),
            code: 'rule/dictionary-keys',
            source: dictionary,
          },
        ];
      }
      if (typeof value !== 'string') {
        return [
          {
            pointer,
            message: 'must be a string',
            expected: 'a string',
            found: describeValue(value),
            code: 'rule/dictionary-keys',
            source: dictionary,
          },
        ];
      }
      const known = templateVariables(CATALOGUE[locale][key]);
      return templateVariables(value)
        .filter((name) => !known.includes(name))
        .map((name) => ({
          pointer,
          message: `uses {{${name}}}, which this text is never given`,
          expected: known.length
            ? `only ${known.map((variable) => `{{${variable}}}`).join(', ')}`
            : 'no variables',
          found: JSON.stringify(value),
          severity: 'warning' as const,
          code: 'rule/dictionary-keys',
          source: dictionary,
        }));
    });
  });
};
