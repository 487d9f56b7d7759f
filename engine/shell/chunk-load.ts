// A lazy part of the site that has not arrived within 120 s counts as failed, like one the network
// refused (spec 001 §8 "a script chunk not loaded within 120 seconds is a timeout"; constants:
// chunk load timeout 120000 ms): the page reloads once, then the route says the part failed.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** `loading`, or a rejection once `timeoutMs` passes on the given timers without an answer. */
export function withinTime<T>(
  loading: Promise<T>,
  timeoutMs: number,
  timers: {
    setTimeout: (run: () => void, ms: number) => unknown;
    clearTimeout: (id: unknown) => void;
  },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(
      () => reject(new Error(`Not loaded within ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    loading.then(
      (value) => {
        timers.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(timer);
        reject(error);
      },
    );
  });
}
