// The gateway's time for the request being answered (the injected clock plus the dev offset, as
// `context.now` has it), for a rule whose callers do not hand it over: `checkPaymentPassword(db,
// memberId, password)` keeps its three arguments wherever it is called, and its lockout still runs
// on the gateway clock that tests and the dev clock move. The pipeline sets it once per request.
import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<Date>();

export function withRequestTime<T>(now: Date, work: () => T): T {
  return current.run(now, work);
}

/** The request's time; outside a request (a script, a seed), the wall clock. */
export function requestTime(): Date {
  return current.getStore() ?? new Date();
}
