import type { SkinRule } from './skin-rule';

/**
 * The default language must be one the skin offers (spec 000 §4: the default is stored and used).
 */
export const defaultLocaleSupported: SkinRule = ({ skin }) => {
  const { default: fallback, supported } = skin.locales;
  if (supported.includes(fallback)) return [];
  return [
    {
      pointer: '/locales/default',
      message: `must be one of the supported languages ${supported.map((locale) => JSON.stringify(locale)).join(', ')}`,
      expected: `one of ${supported.join(', ')}`,
      found: JSON.stringify(fallback),
      hint: `add "${fallback}" to /locales/supported or pick a supported default`,
      code: 'rule/default-locale-supported',
    },
  ];
};
