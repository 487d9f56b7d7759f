import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_REFRESH_INTERVAL_MS,
  LOGIN_SMS_THROTTLE_MS,
  pressAllowed,
  smsCountdownEndsAt,
  smsCountdownSeconds,
  smsSecondsLeft,
} from '../../../engine';

describe('the SMS countdown (spec 000 §4, §9)', () => {
  it('counts expiredMinutes × 60 seconds', () => {
    expect(smsCountdownSeconds({ expiredMinutes: 5 })).toBe(300);
    expect(smsCountdownSeconds({ expiredMinutes: 1.5 })).toBe(90);
  });

  it('counts one minute for a firebase SMS', () => {
    expect(smsCountdownSeconds({ firebase: true, expiredMinutes: 5 })).toBe(60);
  });

  it('follows Retry-After when the gateway asks to wait longer, or refused the send', () => {
    expect(smsCountdownSeconds({ retryAfterSeconds: 300 })).toBe(300);
    expect(smsCountdownSeconds({ expiredMinutes: 1, retryAfterSeconds: 120.2 })).toBe(121);
    expect(smsCountdownSeconds({ expiredMinutes: 5, retryAfterSeconds: 10 })).toBe(300);
  });

  it('shows whole seconds left and ends at 0', () => {
    const endsAt = smsCountdownEndsAt({ expiredMinutes: 1 }, 1_000_000);
    expect(endsAt).toBe(1_060_000);
    expect(smsSecondsLeft(endsAt, 1_000_000)).toBe(60);
    expect(smsSecondsLeft(endsAt, 1_000_001)).toBe(60);
    expect(smsSecondsLeft(endsAt, 1_059_001)).toBe(1);
    expect(smsSecondsLeft(endsAt, 1_060_000)).toBe(0);
    expect(smsSecondsLeft(endsAt, 2_000_000)).toBe(0);
  });

  it('does not wait at all when nothing says to', () => {
    expect(smsCountdownEndsAt({}, 5)).toBeNull();
    expect(smsSecondsLeft(null, 5)).toBe(0);
  });
});

describe('throttled presses', () => {
  it('lets the login SMS button fire once per second', () => {
    expect(LOGIN_SMS_THROTTLE_MS).toBe(1000);
    expect(pressAllowed(null, 10_000, LOGIN_SMS_THROTTLE_MS)).toBe(true);
    expect(pressAllowed(10_000, 10_999, LOGIN_SMS_THROTTLE_MS)).toBe(false);
    expect(pressAllowed(10_000, 11_000, LOGIN_SMS_THROTTLE_MS)).toBe(true);
  });

  it('refreshes the captcha at most once a second', () => {
    expect(CAPTCHA_REFRESH_INTERVAL_MS).toBe(1000);
    expect(pressAllowed(undefined, 0, CAPTCHA_REFRESH_INTERVAL_MS)).toBe(true);
    expect(pressAllowed(500, 1_200, CAPTCHA_REFRESH_INTERVAL_MS)).toBe(false);
    expect(pressAllowed(500, 1_500, CAPTCHA_REFRESH_INTERVAL_MS)).toBe(true);
  });
});
