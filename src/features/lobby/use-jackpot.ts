// The jackpot counter's value (spec 001 §4, §9) from engine's ticker, started while the counter is
// on screen, with the page's randomness and timers.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createJackpotTicker, jackpotStart } from '../../../engine';
import { useAfterFirstPaint } from '../../lib/browser/after-first-paint';
import { FIRST_VIEW_DRAW } from '../../lib/browser/first-view';
import { useFirstView } from '../../lib/browser/use-first-view';

const timers = {
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

export function useJackpot(): number {
  const [ticker] = useState(() => createJackpotTicker({ random: Math.random, timers }));
  // The counter shows its first value at once; it starts growing once the page has painted.
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted) return;
    ticker.start();
    return () => ticker.stop();
  }, [ticker, painted]);
  const value = useSyncExternalStore(ticker.subscribe, ticker.value, ticker.value);
  return useFirstView() ? firstViewValue() : value;
}

/** The value the build's first view shows, which the page's first render hydrates. */
const firstViewValue = () => jackpotStart(FIRST_VIEW_DRAW);
