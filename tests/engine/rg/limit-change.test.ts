import { describe, expect, it } from 'vitest';
import { exclusionEnd, limitChange, limitInForce, RG_COOLING_OFF_MS } from '../../../engine';

const now = new Date('2026-03-10T12:00:00Z');

describe('limitChange', () => {
  it('applies a first limit and a lower one at once', () => {
    expect(limitChange(null, 10_000, now)).toEqual({ takesEffect: 'now' });
    expect(limitChange(10_000, 5_000, now)).toEqual({ takesEffect: 'now' });
    expect(limitChange(10_000, 10_000, now)).toEqual({ takesEffect: 'now' });
  });

  it('holds a raise or a removal for 24 hours', () => {
    const later = { takesEffect: 'later', at: new Date(now.getTime() + RG_COOLING_OFF_MS) };
    expect(limitChange(5_000, 10_000, now)).toEqual(later);
    expect(limitChange(5_000, null, now)).toEqual(later);
  });
});

describe('limitInForce', () => {
  const from = new Date(now.getTime() + RG_COOLING_OFF_MS);
  const limit = { value: 5_000, pending: { value: 10_000, from } };

  it('keeps the old limit until the pending change is due, then the new one', () => {
    expect(limitInForce(limit, now)).toBe(5_000);
    expect(limitInForce(limit, new Date(from.getTime() - 1))).toBe(5_000);
    expect(limitInForce(limit, from)).toBe(10_000);
    expect(limitInForce({ value: 5_000, pending: { value: null, from } }, from)).toBeNull();
  });
});

describe('exclusionEnd', () => {
  it('ends on the same day of the month, or the month’s last day when it has none', () => {
    expect(exclusionEnd(now, 3).toISOString()).toBe('2026-06-10T12:00:00.000Z');
    expect(exclusionEnd(new Date('2026-08-31T10:00:00Z'), 6).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(exclusionEnd(now, 60).toISOString()).toBe('2031-03-10T12:00:00.000Z');
  });
});
