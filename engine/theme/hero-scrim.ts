// The veil under a home banner's words (spec 001 §2 Home: the banners are the hero). The picture is
// a brand's art in any colour, so its words are white over a black veil, darkest where they stand
// (the left of the picture) and fading out across the art. The veil is held to WCAG AA for the
// words however light the picture is: white on the veil laid over pure white, at its thinnest
// under the words, keeps 4.5:1 (tests/engine/theme.test.ts).
import { contrastRatio } from './contrast';

/** The words' colour. */
export const HERO_TEXT = '#ffffff';

/** How much of the banner's width its words may take, from its left edge. */
export const HERO_WORDS_SHARE = 0.62;

/** The veil's black, by where it is across the banner (0 is the left edge, 1 the right). */
export const HERO_SCRIM_STOPS: ReadonlyArray<{ at: number; opacity: number }> = [
  { at: 0, opacity: 0.82 },
  { at: 0.6, opacity: 0.66 },
  { at: 1, opacity: 0.1 },
];

/** The veil as a CSS background. */
export function heroScrimCss(): string {
  const stops = HERO_SCRIM_STOPS.map(
    ({ at, opacity }) => `rgb(0 0 0 / ${opacity}) ${Math.round(at * 100)}%`,
  );
  return `linear-gradient(90deg, ${stops.join(', ')})`;
}

function opacityAt(at: number): number {
  const after = HERO_SCRIM_STOPS.findIndex((stop) => stop.at >= at);
  if (after <= 0) return HERO_SCRIM_STOPS[Math.max(after, 0)]!.opacity;
  const [from, to] = [HERO_SCRIM_STOPS[after - 1]!, HERO_SCRIM_STOPS[after]!];
  return from.opacity + ((to.opacity - from.opacity) * (at - from.at)) / (to.at - from.at);
}

/** Black at `opacity` over white, as #rrggbb. */
function veiledWhite(opacity: number): string {
  const level = Math.round(255 * (1 - opacity))
    .toString(16)
    .padStart(2, '0');
  return `#${level}${level}${level}`;
}

/** The lowest contrast of the words on the veil over a white picture, anywhere under them. */
export function heroWordsContrast(): number {
  const steps = 20;
  return Math.min(
    ...Array.from({ length: steps + 1 }, (_, index) =>
      contrastRatio(HERO_TEXT, veiledWhite(opacityAt((index / steps) * HERO_WORDS_SHARE))),
    ),
  );
}
