import { joinPointer } from '../../schema/json-pointer';
import type { IssueDraft } from '../skin-issue';
import type { FileRule } from './skin-rule';

/**
 * A text a skin overrides in one language but not in another it offers: players of the other
 * language keep the inherited text, which may not say the same thing. A warning, not an error.
 */
export const missingTranslations: FileRule = ({ layers, supported }) => {
  const own = layers[0];
  if (!own) return [];
  return supported.flatMap((locale) => {
    const dictionary = own.dictionaries[locale];
    if (!dictionary) return [];
    return supported
      .filter((other) => other !== locale)
      .flatMap((other) =>
        Object.keys(dictionary.entries)
          .filter(
            (key) =>
              !Object.prototype.hasOwnProperty.call(own.dictionaries[other]?.entries ?? {}, key),
          )
          .map((key): IssueDraft => ({
            pointer: joinPointer('', key),
            at: 'key',
            message: `has no ${other} translation in i18n/${other}.json; ${other.toUpperCase()} players see the inherited text`,
            expected: `the same key in i18n/${other}.json`,
            found: '',
            severity: 'warning',
            code: 'rule/missing-translations',
            source: dictionary,
          })),
      );
  });
};
