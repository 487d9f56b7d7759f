// Remember-me on document.cookie (spec 000 §9: cookies for 24 hours); what is kept and for how long
// is the engine's (engine/auth/remember-me.ts).
import {
  readRememberedLogin,
  rememberMeCookies,
  serializeCookie,
  type RememberedLogin,
  type RememberMeInput,
} from '../../../engine';

export function readRememberMe(): RememberedLogin {
  try {
    return readRememberedLogin(document.cookie);
  } catch {
    return readRememberedLogin('');
  }
}

export function writeRememberMe(input: RememberMeInput, now = Date.now()): void {
  const secure = window.location.protocol === 'https:';
  for (const cookie of rememberMeCookies(input, now)) {
    try {
      document.cookie = serializeCookie(cookie, { now, secure });
    } catch {
      // Cookies disabled: the form simply starts empty next time.
    }
  }
}
