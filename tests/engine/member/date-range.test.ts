import { describe, expect, it } from 'vitest';
import {
  rangeDays,
  rangeEnding,
  rangeInstants,
  rangeProblem,
  shiftRange,
  today,
} from '../../../engine';

describe('record periods', () => {
  it('takes today in the merchant’s time zone, not in UTC', () => {
    const lateEvening = new Date('2025-03-01T01:30:00.000Z');
    expect(today(lateEvening, -180)).toBe('2025-02-28');
    expect(today(lateEvening, 0)).toBe('2025-03-01');
  });

  it('defaults to the 7 days ending today and moves by 7 or 30 days keeping the length', () => {
    const week = rangeEnding('2025-03-02');
    expect(week).toEqual({ startDate: '2025-02-24', endDate: '2025-03-02' });
    expect(rangeDays(week)).toBe(7);
    expect(shiftRange(week, -7)).toEqual({ startDate: '2025-02-17', endDate: '2025-02-23' });
    expect(shiftRange(week, 30)).toEqual({ startDate: '2025-03-26', endDate: '2025-04-01' });
  });

  it('covers whole days of the time zone, up to but not including the next midnight', () => {
    expect(rangeInstants({ startDate: '2025-01-01', endDate: '2025-01-02' }, -180)).toEqual({
      from: new Date('2025-01-01T03:00:00.000Z'),
      until: new Date('2025-01-03T03:00:00.000Z'),
    });
  });

  it('names what is wrong with a period', () => {
    expect(rangeProblem({ startDate: '2025-02-29', endDate: '2025-03-01' })).toEqual({
      field: 'startDate',
      message: 'startDate must be a day as yyyy-MM-dd (got "2025-02-29")',
    });
    expect(rangeProblem({ startDate: '2025-03-02', endDate: '2025-03-01' })?.field).toBe('endDate');
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2025-04-02' })).toBeUndefined();
    expect(rangeProblem({ startDate: '2025-01-01', endDate: '2025-04-03' })?.message).toBe(
      'a period holds at most 92 days (got 93, 2025-01-01 to 2025-04-03)',
    );
    expect(rangeProblem({ startDate: '2024-02-29', endDate: '2024-03-01' })).toBeUndefined();
  });
});
