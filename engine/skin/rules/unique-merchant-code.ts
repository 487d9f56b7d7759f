import type { SkinRule } from './skin-rule';

/**
 * Two skins with one merchant code would be one merchant to the gateway: same players, same
 * settings.
 */
export const uniqueMerchantCode: SkinRule = ({ skin, folderId, layers, merchantCodes }) => {
  // An inherited code is merchant-code-own-file's to report.
  if (!Object.prototype.hasOwnProperty.call(layers[0]?.value ?? {}, 'merchantCode')) return [];
  const others = (merchantCodes?.get(skin.merchantCode) ?? []).filter((id) => id !== folderId);
  if (others.length === 0) return [];
  return [
    {
      pointer: '/merchantCode',
      message: `is also the merchant code of ${others.map((id) => `skin "${id}"`).join(', ')}`,
      expected: 'a merchant code no other skin uses',
      found: JSON.stringify(skin.merchantCode),
      code: 'rule/unique-merchant-code',
    },
  ];
};
