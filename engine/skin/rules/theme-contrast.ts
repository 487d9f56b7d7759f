import { AA_TEXT_CONTRAST, contrastRatio } from '../../theme/contrast';
import { CONTRAST_PAIRS } from '../../theme/contrast-pairs';
import { offeredModes } from '../../theme/theme-to-css';
import type { SkinRule } from './skin-rule';

/** Text stays readable (WCAG AA, 4.5:1) in every mode a player can see. */
export const themeContrast: SkinRule = ({ skin }) =>
  offeredModes(skin.theme).flatMap((mode) => {
    const tokens = skin.theme.tokens[mode];
    return CONTRAST_PAIRS.flatMap(({ text, on }) => {
      const ratio = contrastRatio(tokens[text], tokens[on]);
      if (ratio >= AA_TEXT_CONTRAST) return [];
      return [
        {
          pointer: `/theme/tokens/${mode}/${text}`,
          message: `must reach ${AA_TEXT_CONTRAST}:1 contrast on ${on} (${tokens[on]}) in ${mode} mode`,
          expected: `a contrast of at least ${AA_TEXT_CONTRAST}:1 (WCAG AA)`,
          found: `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1 with ${JSON.stringify(tokens[text])}`,
          hint: `make ${text} or ${on} lighter or darker`,
          code: 'rule/theme-contrast',
        },
      ];
    });
  });
