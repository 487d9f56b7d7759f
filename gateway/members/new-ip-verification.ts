// A login from an address the member never logged in from needs extra verification (spec 000 §4:
// "SMS, email, authenticator app, or bank account holder name"). The password login answers
// NEW_IP_VERIFICATION with a ticket and the methods this member can answer with: an SMS code to the
// bound mobile, an e-mail code to the bound address, the authenticator app's code (RFC 6238) once
// enrolled, the holder name of the member's bank accounts. A member with none of them, or with no
// address known yet (the first login), is not asked. A right answer opens the session and makes the
// address known; wrong answers count toward the lock of rules/new-ip-lockout.ts.
import { maskEmail, maskMobile, type ApiLoginValue } from '../../engine';
import { fail } from '../core/gateway-error';
import type { Merchant } from '../core/merchants';
import { matchTotp } from '../crypto/totp';
import type { Queryable } from '../db/database';
import { NEW_IP_LOCK } from '../rules/new-ip-lockout';
import { newSaltedCode } from '../rules/sms-codes';
import { newSecret, sha256 } from '../rules/tokens';
import { countRightTry, countWrongTry, refuseWhileLocked, triesOf } from '../rules/try-lockout';
import { bankAccounts } from './bank-accounts';
import { ipStanding } from './known-ips';
import { checkWhoMayLogIn, startSession } from './login';
import { memberById, type MemberRow } from './member-row';

export const VERIFICATION_METHODS = ['sms', 'email', 'totp', 'bankHolder'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** A ticket lives 10 minutes: long enough to fetch a code, short enough to be worth nothing later. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

interface AuthenticatorRow {
  secret: string;
  confirmed_at: Date | null;
  last_step: string | null;
}

export async function authenticatorOf(
  db: Queryable,
  memberId: number,
): Promise<AuthenticatorRow | undefined> {
  const [row] = await db.query<AuthenticatorRow>(
    'SELECT secret, confirmed_at, last_step FROM authenticators WHERE member_id = $1',
    [memberId],
  );
  return row;
}

/** The methods this member can answer with, in the order the login modal offers them. */
export async function verificationMethods(
  db: Queryable,
  member: MemberRow,
): Promise<VerificationMethod[]> {
  const authenticator = await authenticatorOf(db, member.id);
  const accounts = await bankAccounts(db, member.id);
  const has: Record<VerificationMethod, boolean> = {
    totp: Boolean(authenticator?.confirmed_at),
    sms: Boolean(member.mobile_num),
    email: Boolean(member.email),
    bankHolder: accounts.length > 0,
  };
  return (['totp', 'sms', 'email', 'bankHolder'] as const).filter((method) => has[method]);
}

export interface LoginAttempt {
  member: MemberRow;
  ip: string;
  portal: 'player' | 'agent';
  passwordExpired: boolean;
  now: Date;
}

/**
 * Before a password login opens its session: throws NEW_IP_VERIFICATION (with the ticket and the
 * methods) when the address is new to a member who has logged in before and can answer.
 */
export async function challengeNewIp(db: Queryable, attempt: LoginAttempt): Promise<void> {
  const { member, ip, now } = attempt;
  const standing = await ipStanding(db, member.id, ip);
  if (standing.known || !standing.anyKnown) return;
  const methods = await verificationMethods(db, member);
  if (methods.length === 0) return;
  const ticket = newSecret();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await db.query(
    `INSERT INTO new_ip_challenges (ticket_hash, member_id, ip, portal, password_expired, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [ticket.hash, member.id, ip, attempt.portal, attempt.passwordExpired, now, expiresAt],
  );
  fail('NEW_IP_VERIFICATION', {
    value: {
      ticket: ticket.secret,
      methods,
      mobileNum: maskMobile(member.mobile_num),
      email: maskEmail(member.email),
      expiresAt: expiresAt.toISOString(),
    },
    texts: {
      en: 'This is a new network for your account: confirm it is you.',
      pt: 'Esta é uma rede nova para a sua conta: confirme que é você.',
    },
  });
}

interface ChallengeRow {
  id: number;
  member_id: number;
  ip: string;
  portal: 'player' | 'agent';
  password_expired: boolean;
  code_method: string | null;
  code_hash: string | null;
  code_salt: string | null;
  code_expires_at: Date | null;
}

function challengeGone(): never {
  return fail('VERIFICATION_INVALID', {
    value: { expired: true },
    texts: {
      en: 'This verification has expired or was used: log in again.',
      pt: 'Esta verificação expirou ou já foi usada: entre de novo.',
    },
  });
}

/** The live challenge of a ticket, with its member; VERIFICATION_INVALID when it is gone. */
export async function openChallenge(
  db: Queryable,
  merchant: Merchant,
  ticket: string,
  now: Date,
): Promise<{ challenge: ChallengeRow; member: MemberRow; methods: VerificationMethod[] }> {
  const [challenge] = await db.query<ChallengeRow>(
    `SELECT id, member_id, ip, portal, password_expired, code_method, code_hash, code_salt, code_expires_at
     FROM new_ip_challenges WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > $2`,
    [sha256(ticket), now],
  );
  const member = challenge ? await memberById(db, challenge.member_id) : undefined;
  if (!challenge || !member || member.merchant_code !== merchant.code) {
    challengeGone();
  }
  return { challenge, member, methods: await verificationMethods(db, member) };
}

function methodOffered(methods: readonly VerificationMethod[], method: VerificationMethod): void {
  if (!methods.includes(method)) {
    fail('BAD_REQUEST', {
      message: `method must be one of ${methods.join(', ')} for this account (got "${method}").`,
      value: { field: 'method' },
    });
  }
}

const codeHash = (salt: string, method: string, code: string) =>
  sha256(`${salt}:newIp:${method}:${code}`);

/**
 * A new SMS or e-mail code for the challenge (the previous one dies); the caller sends it. Where it
 * goes is the member's bound mobile or e-mail, never an address the request names.
 */
export async function issueChallengeCode(
  db: Queryable,
  challengeId: number,
  methods: readonly VerificationMethod[],
  method: 'sms' | 'email',
  expiresMinutes: number,
  now: Date,
): Promise<string> {
  methodOffered(methods, method);
  const { code, salt } = newSaltedCode();
  await db.query(
    'UPDATE new_ip_challenges SET code_method = $2, code_hash = $3, code_salt = $4, code_expires_at = $5 WHERE id = $1',
    [
      challengeId,
      method,
      codeHash(salt, method, code),
      salt,
      new Date(now.getTime() + expiresMinutes * 60_000),
    ],
  );
  return code;
}

/** The letters of a name as a person would compare them: no case, accents or extra spaces. */
function nameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

async function answerIsRight(
  db: Queryable,
  challenge: ChallengeRow,
  method: VerificationMethod,
  answer: string,
  now: Date,
): Promise<boolean> {
  if (method === 'totp') {
    const authenticator = await authenticatorOf(db, challenge.member_id);
    if (!authenticator?.confirmed_at) return false;
    const step = matchTotp(authenticator.secret, answer, now.getTime());
    if (step === null) return false;
    // One use per step: the update refuses a step at or before the last one accepted.
    const rows = await db.query(
      'UPDATE authenticators SET last_step = $2 WHERE member_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING member_id',
      [challenge.member_id, step],
    );
    return rows.length > 0;
  }
  if (method === 'bankHolder') {
    const accounts = await bankAccounts(db, challenge.member_id);
    return accounts.some((account) => nameKey(account.holder_name) === nameKey(answer));
  }
  return (
    challenge.code_method === method &&
    challenge.code_hash !== null &&
    challenge.code_salt !== null &&
    challenge.code_expires_at !== null &&
    challenge.code_expires_at > now &&
    codeHash(challenge.code_salt, method, answer.trim()) === challenge.code_hash
  );
}

/**
 * Checks the answer (a wrong one is counted at once, so parallel guesses cannot pass the lock:
 * rules/try-lockout.ts); a right one ends the challenge and opens the session, which makes the
 * address known.
 */
export async function answerChallenge(
  db: Queryable,
  transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
  merchant: Merchant,
  request: { ticket: string; method: VerificationMethod; answer: string; now: Date },
): Promise<ApiLoginValue> {
  const { now } = request;
  const { challenge, member, methods } = await openChallenge(db, merchant, request.ticket, now);
  methodOffered(methods, request.method);
  const count = await triesOf(db, NEW_IP_LOCK, member.id);
  refuseWhileLocked(NEW_IP_LOCK, count, now);
  if (!(await answerIsRight(db, challenge, request.method, request.answer, now))) {
    const { attemptsLeft } = await countWrongTry(db, NEW_IP_LOCK, member.id, now);
    fail('VERIFICATION_INVALID', {
      value: { attemptsLeft },
      texts: {
        en: `That is not right: ${attemptsLeft} attempts left.`,
        pt: `Não está correto: restam ${attemptsLeft} tentativas.`,
      },
    });
  }
  await countRightTry(db, NEW_IP_LOCK, member.id, now, count);
  checkWhoMayLogIn(member, challenge.portal);
  return transaction(async (tx) => {
    const used = await tx.query(
      'UPDATE new_ip_challenges SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
      [challenge.id, now],
    );
    if (used.length === 0) {
      challengeGone();
    }
    return startSession(tx, merchant, member, 'password', now, {
      passwordExpired: challenge.password_expired,
      ip: challenge.ip,
    });
  });
}
