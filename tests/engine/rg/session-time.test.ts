import { describe, expect, it } from 'vitest';
import { nextRealityCheckIn, sessionClockText, sessionMinutes } from '../../../engine';

describe('sessionClockText', () => {
  it('shows hours and whole minutes', () => {
    expect(sessionClockText(0)).toBe('0:00');
    expect(sessionClockText(245_900)).toBe('0:04');
    expect(sessionClockText(3_723_000)).toBe('1:02');
    expect(sessionClockText(-5_000)).toBe('0:00');
  });
});

describe('reality check timing', () => {
  const start = Date.parse('2026-03-10T12:00:00Z');

  it('is due at every whole interval of the session', () => {
    expect(nextRealityCheckIn(start, 30, start)).toBe(30 * 60_000);
    expect(nextRealityCheckIn(start, 30, start + 29 * 60_000)).toBe(60_000);
    expect(nextRealityCheckIn(start, 30, start + 30 * 60_000)).toBe(30 * 60_000);
    expect(nextRealityCheckIn(start, 15, start + 40 * 60_000)).toBe(5 * 60_000);
  });

  it('counts whole minutes of the session', () => {
    expect(sessionMinutes(start, start + 90 * 60_000 + 59_000)).toBe(90);
  });
});
