import { regexPattern } from './named-pattern';

/** An e-mail address: one @, a dotted domain, no spaces (the pragmatic form, not RFC 5322's). */
export const email = regexPattern(
  'email',
  'an e-mail address',
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/,
);
