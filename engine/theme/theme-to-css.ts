// Design tokens → CSS custom properties (CONTRIBUTING.md: theme only through `--skin-*`): the
// colours of each mode, and beyond colour the radius, the font, the spacing scale, the elevation
// and the buttons' shape, with the @font-face of a self-hosted font. The build
// inlines this text in each skin's index.html so the first paint has the right colours; the app
// switches modes by setting `data-theme` on <html>.
import { COLOUR_TOKENS, THEME_MODES, type Theme, type ThemeMode } from '../model/skin-types';
import { HERO_TEXT, HERO_WORDS_SHARE, heroScrimCss } from './hero-scrim';
import { iconSizeDeclarations } from './icon-sizes';

/** `onPrimary` → `--skin-on-primary`. */
export function tokenVariable(token: string): string {
  return `--skin-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The modes a player can see: the default one, and the other when the skin allows toggling. */
export function offeredModes(theme: Pick<Theme, 'defaultMode' | 'allowToggle'>): ThemeMode[] {
  return theme.allowToggle
    ? [theme.defaultMode, ...THEME_MODES.filter((mode) => mode !== theme.defaultMode)]
    : [theme.defaultMode];
}

function block(selector: string, declarations: string[]): string {
  return `${selector} {\n${declarations.map((line) => `  ${line}`).join('\n')}\n}`;
}

/** The self-hosted fonts a skin may choose (`theme.font`), each one file the build writes. */
export const SELF_HOSTED_FONTS = {
  inter: { family: 'Inter', file: 'fonts/inter-latin-wght-normal.woff2', weights: '100 900' },
} as const;

/** The spacing scale: --skin-space-N is this many units of `theme.spacing`. */
const SPACE_STEPS = [1, 2, 3, 4, 6, 8] as const;

const SHADOWS: Record<Theme['elevation'], readonly [string, string]> = {
  flat: ['none', 'none'],
  soft: ['0 1px 2px rgb(0 0 0 / 0.18)', '0 6px 16px rgb(0 0 0 / 0.22)'],
  raised: ['0 2px 6px rgb(0 0 0 / 0.28)', '0 12px 32px rgb(0 0 0 / 0.36)'],
};

const BUTTON_RADIUS: Record<Theme['buttonShape'], string> = {
  pill: '999px',
  rounded: 'var(--skin-radius)',
  square: '0',
};

/** The tokens beyond colour, the same in both modes: shape, space, depth, type. */
function shapeTokens(theme: Theme): string[] {
  const [near, far] = SHADOWS[theme.elevation];
  return [
    `${tokenVariable('radius')}: ${theme.radius};`,
    `${tokenVariable('fontFamily')}: ${theme.fontFamily};`,
    `--skin-font-weight-strong: 650;`,
    ...SPACE_STEPS.map(
      (step, index) => `--skin-space-${index + 1}: calc(${step} * ${theme.spacing});`,
    ),
    `--skin-shadow-1: ${near};`,
    `--skin-shadow-2: ${far};`,
    `--skin-button-radius: ${BUTTON_RADIUS[theme.buttonShape]};`,
    // A moment's pace (a claimed amount flying into the balance, then the count up to it).
    `--skin-motion-moment: 700ms;`,
    `--skin-hero-text: ${HERO_TEXT};`,
    `--skin-hero-scrim: ${heroScrimCss()};`,
    `--skin-hero-words: ${Math.round(HERO_WORDS_SHARE * 100)}%;`,
    ...iconSizeDeclarations(tokenVariable),
  ];
}

/**
 * The @font-face of the skin's self-hosted font, from the site's own origin. `optional`: a font
 * that has not come by the first paint is not swapped in later, so the page never moves for it
 * (the next page finds it in the cache).
 */
function fontFace(theme: Theme): string[] {
  if (theme.font === 'system') return [];
  const font = SELF_HOSTED_FONTS[theme.font];
  return [
    `@font-face {\n  font-family: "${font.family}";\n  src: url("/${font.file}") format("woff2");\n  font-weight: ${font.weights};\n  font-style: normal;\n  font-display: optional;\n}`,
  ];
}

/**
 * CSS defining every token for `:root[data-theme="dark"]` and `:root[data-theme="light"]`; the
 * default mode also applies to a bare `:root`, so a page without the attribute is never unstyled.
 * Output is stable (fixed order), so builds stay byte-identical. Safe to inline in a <style>: the
 * skin schema admits only #rrggbb colours, plain lengths and a font list without ; { } < >.
 */
export function themeToCss(theme: Theme): string {
  const blocks = [...fontFace(theme), block(':root', shapeTokens(theme))];
  for (const mode of THEME_MODES) {
    const tokens = theme.tokens[mode];
    const selector =
      mode === theme.defaultMode
        ? `:root, :root[data-theme="${mode}"]`
        : `:root[data-theme="${mode}"]`;
    blocks.push(
      block(selector, [
        `color-scheme: ${mode};`,
        ...COLOUR_TOKENS.map((token) => `${tokenVariable(token)}: ${tokens[token].toLowerCase()};`),
      ]),
    );
  }
  return `${blocks.join('\n')}\n`;
}
