import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJackpotTicker, jackpotDelay, jackpotStart, jackpotStep } from '../../../engine';

/** Returns the given numbers in turn, then repeats the last. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)]!;
};

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('the jackpot values', () => {
  it('starts between 20,000,000 and 21,000,000, both ends included', () => {
    expect(jackpotStart(() => 0)).toBe(20_000_000);
    expect(jackpotStart(() => 0.999_999_999)).toBe(21_000_000);
  });

  it('grows by 100 to 500', () => {
    expect([jackpotStep(() => 0), jackpotStep(() => 0.5), jackpotStep(() => 0.999_999)]).toEqual([
      100, 300, 500,
    ]);
  });

  it('waits 3, 4 or 5 seconds', () => {
    expect([jackpotDelay(() => 0), jackpotDelay(() => 0.5), jackpotDelay(() => 0.99)]).toEqual([
      3000, 4000, 5000,
    ]);
  });
});

describe('the jackpot ticker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('grows on its random schedule and tells subscribers', () => {
    // start 0 → 20,000,000; then delay 0 → 3 s, step 0.5 → 300, delay 0.99 → 5 s, step 0 → 100, ...
    const ticker = createJackpotTicker({ random: sequence(0, 0, 0.5, 0.99, 0, 0.5), timers });
    const seen: number[] = [];
    ticker.subscribe((value) => seen.push(value));
    expect(ticker.value()).toBe(20_000_000);
    ticker.start();
    vi.advanceTimersByTime(2999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([20_000_300]);
    vi.advanceTimersByTime(4999);
    expect(seen).toEqual([20_000_300]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([20_000_300, 20_000_400]);
  });

  it('only ever grows, by 100 to 500 every 3 to 5 seconds', () => {
    const ticker = createJackpotTicker({ random: Math.random, timers });
    const seen: number[] = [ticker.value()];
    ticker.subscribe((value) => seen.push(value));
    ticker.start();
    vi.advanceTimersByTime(60_000);
    expect(seen.length).toBeGreaterThanOrEqual(13);
    expect(seen.length).toBeLessThanOrEqual(21);
    for (let index = 1; index < seen.length; index += 1) {
      expect(seen[index]! - seen[index - 1]!).toBeGreaterThanOrEqual(100);
      expect(seen[index]! - seen[index - 1]!).toBeLessThanOrEqual(500);
    }
  });

  it('stops, and starting twice runs one schedule', () => {
    const ticker = createJackpotTicker({ random: () => 0, timers });
    const listener = vi.fn();
    ticker.subscribe(listener);
    ticker.start();
    ticker.start();
    vi.advanceTimersByTime(3000);
    expect(listener).toHaveBeenCalledTimes(1);
    ticker.stop();
    vi.advanceTimersByTime(30_000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
