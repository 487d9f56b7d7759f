import { describe, expect, it } from 'vitest';
import { rgPeriodBounds } from '../../../engine';

const BRAZIL = -180;
const at = (iso: string) => new Date(iso);

describe('rgPeriodBounds', () => {
  it('starts the day at midnight in the merchant’s time zone, not UTC', () => {
    // 01:30 UTC on the 11th is 22:30 on the 10th in Brazil.
    const day = rgPeriodBounds('day', at('2026-03-11T01:30:00Z'), BRAZIL);
    expect(day.start.toISOString()).toBe('2026-03-10T03:00:00.000Z');
    expect(day.end.toISOString()).toBe('2026-03-11T03:00:00.000Z');
  });

  it('starts the week on Monday', () => {
    // Sunday 15 March 2026, 12:00 in Brazil.
    const week = rgPeriodBounds('week', at('2026-03-15T15:00:00Z'), BRAZIL);
    expect(week.start.toISOString()).toBe('2026-03-09T03:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-03-16T03:00:00.000Z');
    const monday = rgPeriodBounds('week', at('2026-03-16T03:00:00Z'), BRAZIL);
    expect(monday.start.toISOString()).toBe('2026-03-16T03:00:00.000Z');
  });

  it('runs a month from its first day to the next month’s, across a year', () => {
    const month = rgPeriodBounds('month', at('2026-12-31T23:00:00Z'), BRAZIL);
    expect(month.start.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(month.end.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    const utc = rgPeriodBounds('month', at('2026-02-10T00:00:00Z'), 0);
    expect(utc.end.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});
