// A lazy chunk not loaded within 120 s counts as failed (spec 001 §8), on timers the caller gives.
import { describe, expect, it } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, withinTime } from '../../../engine';

/** Timers that run only when the test says how much time passed. */
function manualTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  return {
    setTimeout: (run: () => void, ms: number) => {
      pending.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (id: unknown) => void pending.delete(id as number),
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of pending) {
        if (timer.at <= now) {
          pending.delete(id);
          timer.run();
        }
      }
    },
    get pending() {
      return pending.size;
    },
  };
}

describe('withinTime', () => {
  it('waits 120 000 ms for a chunk, as the spec sets', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('answers what loaded in time and leaves no timer behind', async () => {
    const timers = manualTimers();
    await expect(withinTime(Promise.resolve('chunk'), 1_000, timers)).resolves.toBe('chunk');
    expect(timers.pending).toBe(0);
  });

  it('passes on a failure that came in time', async () => {
    const timers = manualTimers();
    const refused = Promise.reject(new Error('net::ERR_FAILED'));
    await expect(withinTime(refused, 1_000, timers)).rejects.toThrow('net::ERR_FAILED');
    expect(timers.pending).toBe(0);
  });

  it('fails a load still pending when the time is up, saying how long it waited', async () => {
    const timers = manualTimers();
    const waiting = withinTime(new Promise<never>(() => undefined), 120_000, timers);
    timers.advance(119_999);
    timers.advance(1);
    await expect(waiting).rejects.toThrow('Not loaded within 120 s.');
  });
});
