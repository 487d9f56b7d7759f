// The jackpot counter's value (spec 001 §4, §9) from engine's ticker, started while the counter is
// on screen, with the page's randomness and timers.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createJackpotTicker } from '../../../engine';

const timers = {
  setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
};

export function useJackpot(): number {
  const [ticker] = useState(() => createJackpotTicker({ random: Math.random, timers }));
  useEffect(() => {
    ticker.start();
    return () => ticker.stop();
  }, [ticker]);
  return useSyncExternalStore(ticker.subscribe, ticker.value, ticker.value);
}
