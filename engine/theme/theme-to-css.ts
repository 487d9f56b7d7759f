// Design tokens → CSS custom properties (CONTRIBUTING.md: theme only through `--skin-*`). The build
// inlines this text in each skin's index.html so the first paint has the right colours; the app
// switches modes by setting `data-theme` on <html>.
import { COLOUR_TOKENS, THEME_MODES, type Theme, type ThemeMode } from '../model/skin-types';
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

/**
 * CSS defining every token for `:root[data-theme="dark"]` and `:root[data-theme="light"]`; the
 * default mode also applies to a bare `:root`, so a page without the attribute is never unstyled.
 * Output is stable (fixed order), so builds stay byte-identical. Safe to inline in a <style>: the
 * skin schema admits only #rrggbb colours, plain lengths and a font list without ; { } < >.
 */
export function themeToCss(theme: Theme): string {
  const shared = [
    `${tokenVariable('radius')}: ${theme.radius};`,
    `${tokenVariable('fontFamily')}: ${theme.fontFamily};`,
    ...iconSizeDeclarations(tokenVariable),
  ];
  const blocks = [block(':root', shared)];
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
