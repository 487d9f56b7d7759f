import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  HERO_SCRIM_STOPS,
  heroWordsContrast,
  offeredModes,
  themeToCss,
  tokenVariable,
  type Theme,
} from '../../engine';

const palette = (background: string) => ({
  background,
  surface: '#171e2e',
  surfaceRaised: '#1f2940',
  border: '#33405e',
  text: '#eef1f7',
  textMuted: '#a4adc3',
  primary: '#f5b82e',
  onPrimary: '#1a1304',
  accent: '#2ec4b6',
  onAccent: '#04201d',
  success: '#3ccf7a',
  warning: '#f2a93b',
  danger: '#FF6B6B',
});

const theme: Theme = {
  defaultMode: 'dark',
  allowToggle: true,
  tokens: { dark: palette('#0f1420'), light: palette('#f6f7fb') },
  radius: '8px',
  fontFamily: 'Inter, sans-serif',
  font: 'system',
  spacing: '4px',
  elevation: 'flat',
  buttonShape: 'pill',
};

describe('theme tokens', () => {
  it('names CSS variables --skin-<kebab token>', () => {
    expect([
      tokenVariable('onPrimary'),
      tokenVariable('surfaceRaised'),
      tokenVariable('radius'),
    ]).toEqual(['--skin-on-primary', '--skin-surface-raised', '--skin-radius']);
  });

  it('writes the variables for both modes, the default one also on a bare :root', () => {
    const css = themeToCss(theme);
    expect(css).toContain(
      ':root {\n  --skin-radius: 8px;\n  --skin-font-family: Inter, sans-serif;\n',
    );
    expect(css).toContain(
      ':root, :root[data-theme="dark"] {\n  color-scheme: dark;\n  --skin-background: #0f1420;',
    );
    expect(css).toContain(
      ':root[data-theme="light"] {\n  color-scheme: light;\n  --skin-background: #f6f7fb;',
    );
    expect(css).toContain('--skin-danger: #ff6b6b;');
    expect(css.match(/--skin-on-primary:/g)).toHaveLength(2);
  });

  it('writes the tokens beyond colour: the spacing scale, the elevation, the buttons’ shape', () => {
    const css = themeToCss(theme);
    expect(css).toContain('--skin-space-1: calc(1 * 4px);');
    expect(css).toContain('--skin-space-6: calc(8 * 4px);');
    expect(css).toContain('--skin-shadow-2: none;');
    expect(css).toContain('--skin-button-radius: 999px;');
    expect(css).toContain('--skin-motion-moment: 700ms;');
    expect(
      themeToCss({ ...theme, elevation: 'raised', buttonShape: 'rounded' }).match(
        /--skin-(shadow-1|button-radius): ([^;]+);/g,
      ),
    ).toEqual([
      '--skin-shadow-1: 0 2px 6px rgb(0 0 0 / 0.28);',
      '--skin-button-radius: var(--skin-radius);',
    ]);
  });

  it('declares a self-hosted font from the site’s own origin, and none for system fonts', () => {
    expect(themeToCss(theme)).not.toContain('@font-face');
    const css = themeToCss({ ...theme, font: 'inter' });
    expect(css).toContain('font-family: "Inter";');
    expect(css).toContain('src: url("/fonts/inter-latin-wght-normal.woff2") format("woff2");');
    expect(css).toContain('font-display: optional;');
  });

  it('is stable: the same theme gives the same text', () => {
    expect(themeToCss(theme)).toBe(themeToCss(structuredClone(theme)));
  });

  it('offers the default mode first, and the other only when players may toggle', () => {
    expect(offeredModes({ defaultMode: 'light', allowToggle: true })).toEqual(['light', 'dark']);
    expect(offeredModes({ defaultMode: 'light', allowToggle: false })).toEqual(['light']);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('the veil under a home banner’s words', () => {
  it('keeps white words at WCAG AA over the lightest picture, wherever they stand', () => {
    expect(heroWordsContrast()).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('is a token of every skin, darkest at the words’ edge', () => {
    const css = themeToCss(theme);
    expect(css).toContain('--skin-hero-text: #ffffff;');
    expect(css).toContain('--skin-hero-scrim: linear-gradient(90deg, rgb(0 0 0 / 0.82) 0%');
    expect(HERO_SCRIM_STOPS[0]!.opacity).toBeGreaterThan(HERO_SCRIM_STOPS.at(-1)!.opacity);
  });
});
