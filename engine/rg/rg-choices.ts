// What a player may choose on the responsible-gambling page (the gateway checks the same): the
// limit kinds, a break of 1 to 42 days (up to six weeks; longer is a self-exclusion) and a
// self-exclusion of 3, 6, 12 or 60 months, or for good.
import type { RgMoneyLimitKind } from '../generated/vocabulary';

export type RgLimitKind = RgMoneyLimitKind | 'session';

export const RG_BREAK_DAYS = { min: 1, max: 42 } as const;
export const RG_EXCLUSION_MONTHS = [3, 6, 12, 60] as const;
export type RgExclusionMonths = (typeof RG_EXCLUSION_MONTHS)[number];
/** A session limit and a reality check: whole minutes, at most a day. */
export const RG_MINUTES = { min: 1, max: 1440 } as const;

/** The end of a self-exclusion of `months` months from `now` (the same day of the month, UTC). */
export function exclusionEnd(now: Date, months: number): Date {
  const end = new Date(now.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The end of a break of `days` days from `now`. */
export function breakEnd(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 86_400_000);
}
