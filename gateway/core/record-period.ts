// The period a record asks for (engine/member date-range): both days or neither (then the 7 days
// ending today, in the merchant's days), checked at the boundary with the field named.
import { rangeEnding, rangeInstants, rangeProblem, today, type DayRange } from '../../engine';
import { fail } from './gateway-error';

export interface RecordPeriod extends DayRange {
  from: Date;
  until: Date;
}

export function recordPeriod(
  payload: { startDate?: string; endDate?: string },
  utcOffsetMinutes: number,
  now: Date,
): RecordPeriod {
  const { startDate, endDate } = payload;
  if ((startDate === undefined) !== (endDate === undefined)) {
    const field = startDate === undefined ? 'startDate' : 'endDate';
    fail('BAD_REQUEST', {
      message: `${field} is required with ${field === 'startDate' ? 'endDate' : 'startDate'}: a period names both days or neither.`,
      value: { field },
    });
  }
  const range =
    startDate !== undefined && endDate !== undefined
      ? { startDate, endDate }
      : rangeEnding(today(now, utcOffsetMinutes));
  const problem = rangeProblem(range);
  if (problem) fail('BAD_REQUEST', { message: problem.message, value: { field: problem.field } });
  return { ...range, ...rangeInstants(range, utcOffsetMinutes) };
}
