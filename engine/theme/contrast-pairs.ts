import type { ColourToken } from '../model/skin-types';

/**
 * The token pairs that carry text, each held to WCAG AA: body and muted text on the page and on
 * cards, and the label colours on the two filled button colours.
 */
export const CONTRAST_PAIRS: ReadonlyArray<{ text: ColourToken; on: ColourToken }> = [
  { text: 'text', on: 'background' },
  { text: 'text', on: 'surface' },
  { text: 'textMuted', on: 'background' },
  { text: 'onPrimary', on: 'primary' },
  { text: 'onAccent', on: 'accent' },
];
