import { describe, expect, it } from 'vitest';
import {
  afterFirstContentfulPaint,
  FIRST_PAINT_CAP_MS,
  type FirstPaintEnvironment,
} from '../../src/lib/browser/first-contentful-paint';

/** A page whose paint and timers the test moves by hand. */
function fakePage({ hidden = false } = {}) {
  let painted: (() => void) | null = null;
  const timers: Array<{ run: () => void; ms: number }> = [];
  let stopped = false;
  const environment: FirstPaintEnvironment = {
    isHidden: () => hidden,
    observeFirstPaint(seen) {
      painted = seen;
      return () => {
        stopped = true;
      };
    },
    setTimer: (run, ms) => void timers.push({ run, ms }),
  };
  return {
    environment,
    paint: () => painted?.(),
    fireTimers: () => timers.forEach((timer) => timer.run()),
    timers,
    isStopped: () => stopped,
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('waiting for the first contentful paint before booting', () => {
  it('waits until the browser reports the first contentful paint, then stops listening', async () => {
    const page = fakePage();
    const waiting = afterFirstContentfulPaint(page.environment);
    expect(await settled(waiting)).toBe(false);
    page.paint();
    expect(await settled(waiting)).toBe(true);
    expect(page.isStopped()).toBe(true);
  });

  it('boots after the cap when no paint is ever reported', async () => {
    const page = fakePage();
    const waiting = afterFirstContentfulPaint(page.environment);
    expect(page.timers.map((timer) => timer.ms)).toEqual([FIRST_PAINT_CAP_MS]);
    page.fireTimers();
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait in a tab in the background, which paints nothing', async () => {
    const page = fakePage({ hidden: true });
    expect(await settled(afterFirstContentfulPaint(page.environment))).toBe(true);
    expect(page.timers).toEqual([]);
  });
});
