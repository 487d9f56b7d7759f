// The home's jackpot counter (spec 001 §4, §9): it starts at a random value between 20,000,000 and
// 21,000,000 and grows by a random 100 to 500 every 3, 4 or 5 seconds. Randomness and timers are
// injected, so a test drives it with fake timers and a fixed sequence.

export const JACKPOT_START = { min: 20_000_000, max: 21_000_000 } as const;
export const JACKPOT_STEP = { min: 100, max: 500 } as const;
export const JACKPOT_DELAYS_MS = [3000, 4000, 5000] as const;

/** A number in [0, 1), like Math.random. */
export type JackpotRandom = () => number;

/** An integer in [min, max], both ends included. */
function between(random: JackpotRandom, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export const jackpotStart = (random: JackpotRandom): number =>
  between(random, JACKPOT_START.min, JACKPOT_START.max);
export const jackpotStep = (random: JackpotRandom): number =>
  between(random, JACKPOT_STEP.min, JACKPOT_STEP.max);
export const jackpotDelay = (random: JackpotRandom): number =>
  JACKPOT_DELAYS_MS[between(random, 0, JACKPOT_DELAYS_MS.length - 1)];

export interface JackpotTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface JackpotTicker {
  value(): number;
  /** Calls `listener` with each new value; returns the unsubscribe. */
  subscribe(listener: (value: number) => void): () => void;
  start(): void;
  stop(): void;
}

export function createJackpotTicker({
  random,
  timers,
}: {
  random: JackpotRandom;
  timers: JackpotTimers;
}): JackpotTicker {
  let current = jackpotStart(random);
  let handle: unknown = null;
  const listeners = new Set<(value: number) => void>();

  const schedule = () => {
    handle = timers.setTimeout(() => {
      current += jackpotStep(random);
      for (const listener of listeners) listener(current);
      schedule();
    }, jackpotDelay(random));
  };

  return {
    value: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (handle === null) schedule();
    },
    stop() {
      if (handle === null) return;
      timers.clearTimeout(handle);
      handle = null;
    },
  };
}
