// Five wrong answers to the new-IP verification (a code, the authenticator, the holder's name) lock
// it for the member for 15 minutes, whatever the ticket or method: a new login cannot start the count
// again, and the six-digit codes and a name cannot be walked. The count is rules/try-lockout.ts's.
import { fail, retryAfter } from '../core/gateway-error';
import type { TryLock } from './try-lockout';

export const NEW_IP_TRIES = 5;
export const NEW_IP_LOCK_MS = 15 * 60 * 1000;

const clockTime = (time: Date) => `${time.toISOString().slice(11, 16)} UTC`;

export const NEW_IP_LOCK: TryLock = {
  table: 'new_ip_failures',
  tries: NEW_IP_TRIES,
  lockMs: NEW_IP_LOCK_MS,
  locked: (until, now) => {
    const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    const { headers, value } = retryAfter(seconds);
    return fail('VERIFICATION_LOCKED', {
      headers,
      value: { lockedUntil: until.toISOString(), ...value },
      texts: {
        en: `The verification was answered wrong ${NEW_IP_TRIES} times: try again after ${clockTime(until)} (${minutes} minutes).`,
        pt: `A verificação foi respondida errado ${NEW_IP_TRIES} vezes: tente de novo depois das ${clockTime(until)} (${minutes} minutos).`,
      },
    });
  },
};
