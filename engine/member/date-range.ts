// Record periods (spec 000 §2 betting record, account record, profit and loss; spec 001 §9 "date
// pickers next/previous 7 and 30 days"): a period is two days, yyyy-MM-dd, in the merchant's time
// zone, both included. Without one the records show the 7 days ending today; the pickers move the
// period by 7 or 30 days keeping its length. The clock and the time zone come as arguments.
import { CALENDAR_DATE_PATTERN } from '../model/skin-types';

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The longest period a record answers, in days. */
export const MAX_RANGE_DAYS = 92;
export const DEFAULT_RANGE_DAYS = 7;
export const RANGE_STEPS = [-30, -7, 7, 30] as const;

const DAY_MS = 86_400_000;

/** Milliseconds since the epoch of a day's start in UTC; NaN for a day that does not exist. */
function dayStartUtc(day: string): number {
  if (!CALENDAR_DATE_PATTERN.test(day)) return Number.NaN;
  const time = Date.parse(`${day}T00:00:00.000Z`);
  return new Date(time).toISOString().slice(0, 10) === day ? time : Number.NaN;
}

function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Whether the text is a day of the calendar (2025-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  return !Number.isNaN(dayStartUtc(day));
}

/** Today in a time zone `utcOffsetMinutes` from UTC (Brazil: -180). */
export function today(now: Date, utcOffsetMinutes: number): string {
  return dayOf(now.getTime() + utcOffsetMinutes * 60_000);
}

/** The `days` days ending `endDate`. */
export function rangeEnding(endDate: string, days = DEFAULT_RANGE_DAYS): DayRange {
  return { startDate: dayOf(dayStartUtc(endDate) - (days - 1) * DAY_MS), endDate };
}

/** How many days a period holds, both ends included. */
export function rangeDays(range: DayRange): number {
  return Math.round((dayStartUtc(range.endDate) - dayStartUtc(range.startDate)) / DAY_MS) + 1;
}

/** The period moved by `days` (negative: back), its length kept. */
export function shiftRange(range: DayRange, days: number): DayRange {
  return {
    startDate: dayOf(dayStartUtc(range.startDate) + days * DAY_MS),
    endDate: dayOf(dayStartUtc(range.endDate) + days * DAY_MS),
  };
}

/** What is wrong with a period, naming the field; undefined when it is a good one. */
export function rangeProblem(
  range: DayRange,
): { field: keyof DayRange; message: string } | undefined {
  for (const field of ['startDate', 'endDate'] as const) {
    if (!isCalendarDay(range[field])) {
      return { field, message: `${field} must be a day as yyyy-MM-dd (got "${range[field]}")` };
    }
  }
  const days = rangeDays(range);
  if (days < 1) {
    return {
      field: 'endDate',
      message: `endDate must not be before startDate (got ${range.startDate} to ${range.endDate})`,
    };
  }
  if (days > MAX_RANGE_DAYS) {
    return {
      field: 'endDate',
      message: `a period holds at most ${MAX_RANGE_DAYS} days (got ${days}, ${range.startDate} to ${range.endDate})`,
    };
  }
  return undefined;
}

/**
 * The instants a period covers in a time zone: from the start day's midnight up to, not including,
 * the midnight after the end day.
 */
export function rangeInstants(
  range: DayRange,
  utcOffsetMinutes: number,
): { from: Date; until: Date } {
  const offset = utcOffsetMinutes * 60_000;
  return {
    from: new Date(dayStartUtc(range.startDate) - offset),
    until: new Date(dayStartUtc(range.endDate) + DAY_MS - offset),
  };
}
