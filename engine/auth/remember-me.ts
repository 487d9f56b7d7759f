// Remember-me (spec 000 §2, §9): with the box ticked, a login leaves cookies for 24 hours with the
// last user, the password, the remember flag and the SMS login info, and the login form starts from
// them; unticked, the cookies are removed. The spec asks for the password itself: the cookies are
// first-party, SameSite=Strict, Secure on https and expire after a day, and nothing else reads
// them. The engine builds and reads the cookie strings; src writes them to document.cookie.

export const REMEMBER_ME_MAX_AGE_SECONDS = 24 * 60 * 60;

export const REMEMBER_ME_COOKIES = {
  lastUser: 'sf_last_user',
  password: 'sf_password',
  remember: 'sf_remember',
  smsLogin: 'sf_sms_login',
} as const;
type CookieRole = keyof typeof REMEMBER_ME_COOKIES;

export interface SmsLoginInfo {
  mobileNum: string;
  countryDialingCode: string;
}

export interface RememberedLogin {
  remember: boolean;
  username: string;
  password: string;
  sms: SmsLoginInfo | null;
}

export interface RememberMeInput {
  remember: boolean;
  method: 'username' | 'sms';
  username?: string;
  password?: string;
  sms?: SmsLoginInfo;
}

/** One cookie to set, or to remove (`remove: true`). */
export interface CookieWrite {
  name: string;
  value: string;
  /** ms since the epoch; 0 for a removal. */
  expiresAt: number;
  remove: boolean;
}

const write = (role: CookieRole, value: string, now: number): CookieWrite => ({
  name: REMEMBER_ME_COOKIES[role],
  value,
  expiresAt: now + REMEMBER_ME_MAX_AGE_SECONDS * 1000,
  remove: false,
});
const removal = (role: CookieRole): CookieWrite => ({
  name: REMEMBER_ME_COOKIES[role],
  value: '',
  expiresAt: 0,
  remove: true,
});

/**
 * The cookies a successful login leaves (or clears). A username login keeps the SMS info and vice
 * versa.
 */
export function rememberMeCookies(input: RememberMeInput, now: number): CookieWrite[] {
  if (!input.remember) return (Object.keys(REMEMBER_ME_COOKIES) as CookieRole[]).map(removal);
  const flag = write('remember', '1', now);
  if (input.method === 'sms') {
    return input.sms
      ? [
          flag,
          write(
            'smsLogin',
            JSON.stringify({
              mobileNum: input.sms.mobileNum,
              countryDialingCode: input.sms.countryDialingCode,
            }),
            now,
          ),
        ]
      : [flag];
  }
  return [
    flag,
    write('lastUser', input.username ?? '', now),
    write('password', input.password ?? '', now),
  ];
}

/** `document.cookie` assignment text for one write. */
export function serializeCookie(
  cookie: CookieWrite,
  options: { now: number; secure: boolean },
): string {
  const maxAge = cookie.remove
    ? 0
    : Math.max(0, Math.round((cookie.expiresAt - options.now) / 1000));
  const expires = new Date(cookie.remove ? 0 : cookie.expiresAt).toUTCString();
  return `${cookie.name}=${encodeURIComponent(cookie.value)}; Expires=${expires}; Max-Age=${maxAge}; Path=/; SameSite=Strict${options.secure ? '; Secure' : ''}`;
}

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    try {
      cookies.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A cookie someone else mangled is as good as absent.
    }
  }
  return cookies;
}

function smsInfo(text: string | undefined): SmsLoginInfo | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SmsLoginInfo>;
    return typeof value.mobileNum === 'string' && typeof value.countryDialingCode === 'string'
      ? { mobileNum: value.mobileNum, countryDialingCode: value.countryDialingCode }
      : null;
  } catch {
    return null;
  }
}

/**
 * What the login form starts from, read from `document.cookie`; without the flag, nothing is
 * remembered.
 */
export function readRememberedLogin(cookieHeader: string): RememberedLogin {
  const cookies = parseCookies(cookieHeader);
  if (cookies.get(REMEMBER_ME_COOKIES.remember) !== '1') {
    return { remember: false, username: '', password: '', sms: null };
  }
  return {
    remember: true,
    username: cookies.get(REMEMBER_ME_COOKIES.lastUser) ?? '',
    password: cookies.get(REMEMBER_ME_COOKIES.password) ?? '',
    sms: smsInfo(cookies.get(REMEMBER_ME_COOKIES.smsLogin)),
  };
}
