// What the security centre and the withdrawal page show of a member's contacts and bank accounts
// (spec 000 §2 securityCenter, §3 bank account number): enough for the player to recognise them,
// not enough for someone looking over a shoulder. The gateway masks before it answers.

/** pl***@example.com; '' when there is no e-mail. */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const [name, domain] = email.split('@');
  return `${name.slice(0, 2)}***@${domain ?? ''}`;
}

/** 119****0001; '' when there is no mobile number. */
export function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  return mobile.length <= 7
    ? `${mobile.slice(0, 2)}***`
    : `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

/** ****1234: the last 4 digits are enough for a player to tell accounts apart. */
export function maskAccountNumber(number: string): string {
  return `****${number.slice(-4)}`;
}
