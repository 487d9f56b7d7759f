// Resolves once the browser has shown the page's first contentful paint (the first view the
// build put in index.html), as the Paint Timing API reports it: after the frame is on screen, not
// merely committed, so work started then cannot hold that frame back. A tab in the background
// paints nothing, and a browser without paint entries reports nothing: both boot at once or
// after `capMs` at the latest.
export interface FirstPaintEnvironment {
  isHidden: () => boolean;
  /** Calls `seen` once a first-contentful-paint entry exists (now or later); returns a stop. */
  observeFirstPaint: (seen: () => void) => () => void;
  setTimer: (run: () => void, ms: number) => void;
}

export const FIRST_PAINT_CAP_MS = 1000;

export function browserPaintEnvironment(win: Window = window): FirstPaintEnvironment {
  return {
    isHidden: () => win.document.visibilityState === 'hidden',
    observeFirstPaint(seen) {
      if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
        seen();
        return () => {};
      }
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) seen();
      });
      observer.observe({ type: 'paint', buffered: true });
      return () => observer.disconnect();
    },
    setTimer: (run, ms) => void win.setTimeout(run, ms),
  };
}

export function afterFirstContentfulPaint(
  environment: FirstPaintEnvironment = browserPaintEnvironment(),
  capMs = FIRST_PAINT_CAP_MS,
): Promise<void> {
  if (environment.isHidden()) return Promise.resolve();
  return new Promise((resolve) => {
    let stop = () => {};
    const done = () => {
      stop();
      resolve();
    };
    stop = environment.observeFirstPaint(done);
    environment.setTimer(done, capMs);
  });
}
