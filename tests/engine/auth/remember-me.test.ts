import { describe, expect, it } from 'vitest';
import {
  readRememberedLogin,
  REMEMBER_ME_COOKIES,
  REMEMBER_ME_MAX_AGE_SECONDS,
  rememberMeCookies,
  serializeCookie,
} from '../../../engine';

const now = Date.UTC(2025, 0, 31, 12, 0, 0);
const asHeader = (cookies: ReturnType<typeof rememberMeCookies>) =>
  cookies
    .filter((cookie) => !cookie.remove)
    .map((cookie) => `${cookie.name}=${encodeURIComponent(cookie.value)}`)
    .join('; ');

describe('remember-me (spec 000 §9)', () => {
  it('keeps the last user, the password and the flag for 24 hours after a username login', () => {
    const cookies = rememberMeCookies(
      { remember: true, method: 'username', username: 'player01', password: 'Pa ss;=1' },
      now,
    );
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(
      [
        REMEMBER_ME_COOKIES.lastUser,
        REMEMBER_ME_COOKIES.password,
        REMEMBER_ME_COOKIES.remember,
      ].sort(),
    );
    expect(new Set(cookies.map((cookie) => cookie.expiresAt))).toEqual(
      new Set([now + 24 * 3600 * 1000]),
    );
    expect(readRememberedLogin(asHeader(cookies))).toEqual({
      remember: true,
      username: 'player01',
      password: 'Pa ss;=1',
      sms: null,
    });
  });

  it('keeps the SMS login info after an SMS login', () => {
    const cookies = rememberMeCookies(
      {
        remember: true,
        method: 'sms',
        sms: { mobileNum: '11912340001', countryDialingCode: '55' },
      },
      now,
    );
    expect(readRememberedLogin(asHeader(cookies)).sms).toEqual({
      mobileNum: '11912340001',
      countryDialingCode: '55',
    });
  });

  it('removes every cookie when the box is not ticked', () => {
    const cookies = rememberMeCookies(
      { remember: false, method: 'username', username: 'x', password: 'y' },
      now,
    );
    expect(cookies).toHaveLength(4);
    expect(cookies.every((cookie) => cookie.remove)).toBe(true);
    expect(serializeCookie(cookies[0]!, { now, secure: false })).toMatch(
      /=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=\/; SameSite=Strict$/,
    );
  });

  it('writes a first-party, SameSite=Strict cookie of 86400 s, Secure on https', () => {
    const [flag] = rememberMeCookies(
      { remember: true, method: 'username', username: 'a', password: 'b' },
      now,
    );
    expect(REMEMBER_ME_MAX_AGE_SECONDS).toBe(86_400);
    expect(serializeCookie(flag!, { now, secure: true })).toBe(
      `sf_remember=1; Expires=Sat, 01 Feb 2025 12:00:00 GMT; Max-Age=86400; Path=/; SameSite=Strict; Secure`,
    );
  });

  it('remembers nothing without the flag, and ignores mangled cookies', () => {
    expect(readRememberedLogin('sf_last_user=player01; sf_password=x')).toEqual({
      remember: false,
      username: '',
      password: '',
      sms: null,
    });
    expect(
      readRememberedLogin('sf_remember=1; sf_last_user=%E0%A4%A; sf_sms_login=not-json'),
    ).toEqual({ remember: true, username: '', password: '', sms: null });
  });
});
