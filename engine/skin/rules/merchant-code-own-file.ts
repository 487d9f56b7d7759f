import type { FileRule } from './skin-rule';

/**
 * The merchant code names the brand to the gateway, so a skin never inherits its parent's: two
 * brands sharing one code would share players and settings.
 */
export const merchantCodeOwnFile: FileRule = ({ layers, merged }) => {
  const own = layers[0];
  if (
    !own ||
    Object.prototype.hasOwnProperty.call(own.value, 'merchantCode') ||
    merged.merchantCode === undefined
  ) {
    return [];
  }
  return [
    {
      pointer: '/merchantCode',
      message: `must be set in this skin's own file (it would inherit ${JSON.stringify(merged.merchantCode)} from its parent)`,
      expected: "the brand's own merchant code",
      found: 'nothing',
      hint: 'add "merchantCode" with the code the gateway knows this brand by',
      code: 'rule/merchant-code-own-file',
      source: own,
    },
  ];
};
