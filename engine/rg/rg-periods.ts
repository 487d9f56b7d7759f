// The periods a responsible-gambling limit counts over (gateway README "Responsible gambling"): a
// calendar day, a week from Monday or a calendar month, each in the merchant's time zone, so a
// player in Brazil (UTC-3) starts a new day at midnight in Brazil, not at 21:00.
import type { RgPeriod } from '../generated/vocabulary';

export interface PeriodBounds {
  /** The first instant of the period. */
  start: Date;
  /** The first instant of the next period. */
  end: Date;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The period `now` falls in, in a time zone `utcOffsetMinutes` from UTC (Brazil: -180). */
export function rgPeriodBounds(
  period: RgPeriod,
  now: Date,
  utcOffsetMinutes: number,
): PeriodBounds {
  const offset = utcOffsetMinutes * MINUTE_MS;
  // The wall clock of the merchant's zone, read with the UTC getters.
  const local = new Date(now.getTime() + offset);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let start: number;
  let end: number;
  if (period === 'day') {
    start = midnight;
    end = midnight + DAY_MS;
  } else if (period === 'week') {
    // getUTCDay: 0 is Sunday; the week starts on Monday.
    start = midnight - ((local.getUTCDay() + 6) % 7) * DAY_MS;
    end = start + 7 * DAY_MS;
  } else {
    start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
    end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1);
  }
  return { start: new Date(start - offset), end: new Date(end - offset) };
}
