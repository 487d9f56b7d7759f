// jsdom has no media queries (window.matchMedia is missing): a test that renders what asks for one
// (the shell's screen width, reduced motion, Swiper's breakpoints) answers them with `matches`,
// and puts jsdom's back afterwards.
const jsdomMatchMedia = window.matchMedia;

export function answerMediaQueries(matches: (query: string) => boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function restoreMediaQueries(): void {
  window.matchMedia = jsdomMatchMedia;
}
