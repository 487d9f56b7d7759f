// After 10 consecutive failed logins a name is locked for 15 minutes, even for the right password:
// with the captcha solved by a person or a service, 10 guesses per quarter hour keep the password
// space out of reach. Counted per name like the captcha rule (login-throttle.ts), existing or not,
// so a lock says nothing about which accounts exist. The answer says until when; any way back in
// that proves the account is the player's (a reset by SMS or e-mail, an SMS login) lifts it.
import { fail, retryAfter } from '../core/gateway-error';

export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MS = 15 * 60 * 1000;

const clockTime = (time: Date) => `${time.toISOString().slice(11, 16)} UTC`;

/** The refusal of a locked name: 429, Retry-After, value.lockedUntil, and when in words. */
export function accountLocked(until: Date, now: Date): never {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const { headers, value } = retryAfter(seconds);
  return fail('ACCOUNT_LOCKED', {
    headers,
    value: { lockedUntil: until.toISOString(), ...value },
    texts: {
      en: `Too many failed logins: this account is locked until ${clockTime(until)} (${minutes} minutes). Reset the password by SMS or e-mail to unlock it now.`,
      pt: `Muitas tentativas de login falharam: esta conta está bloqueada até ${clockTime(until)} (${minutes} minutos). Redefina a senha por SMS ou e-mail para desbloqueá-la agora.`,
    },
  });
}
