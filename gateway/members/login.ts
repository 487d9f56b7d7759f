// What every way in ends with (password, SMS code, registration, free play, social sign-in): the
// checks on who may log in here, the passwordExpired flag, the first-login flag, and a session.
// Getting in clears the name's failed logins and lifts its lock (rules/login-lockout.ts): each of
// these ways proves the account is the player's.
import { isAgent, isTrial, type ApiLoginValue } from '../../engine';
import { fail } from '../core/gateway-error';
import { moduleEnabled, type Merchant } from '../core/merchants';
import type { Queryable } from '../db/database';
import { clearLoginFailures } from '../rules/login-throttle';
import { recordKnownIp } from './known-ips';
import type { MemberRow } from './member-row';
import { openSession, type LoginMethod } from './sessions';

/** Member types that never log in on the site: staff and affiliate back-office accounts. */
export const NON_MEMBER_TYPES: readonly number[] = [99];

/**
 * Non-members cannot log in; from /agent, only agents may (spec 000 §6 'Non-agents cannot log in').
 */
export function checkWhoMayLogIn(member: MemberRow, portal: 'player' | 'agent' = 'player'): void {
  if (NON_MEMBER_TYPES.includes(member.type)) fail('NOT_MEMBER');
  if (portal === 'agent' && !isAgent(member.type)) fail('NOT_AGENT');
}

/**
 * passwordExpired (spec 000 §4): the password typed is the merchant's known default initial
 * password, or it is older than the merchant's limit, or it is a temporary one we e-mailed.
 */
export function isPasswordExpired(
  member: MemberRow,
  merchant: Merchant,
  typed: string,
  now: Date,
): boolean {
  const { defaultInitialPassword, passwordMaxAgeDays } = merchant.settings;
  const tooOld =
    passwordMaxAgeDays > 0 &&
    now.getTime() - member.password_changed_at.getTime() > passwordMaxAgeDays * 86_400_000;
  return typed === defaultInitialPassword || tooOld || member.profile.temporaryPassword === true;
}

export interface SessionStart {
  passwordExpired?: boolean;
  /** The client's address: it becomes one the member is known to log in from (spec 000 §4). */
  ip?: string;
}

export async function startSession(
  db: Queryable,
  merchant: Merchant,
  member: MemberRow,
  method: LoginMethod,
  now: Date,
  { passwordExpired = false, ip }: SessionStart = {},
): Promise<ApiLoginValue> {
  const firstTimeLogin = member.first_login_at === null;
  if (ip) await recordKnownIp(db, member.id, ip, now);
  await clearLoginFailures(db, { merchantCode: merchant.code, username: member.username });
  await db.query(
    'UPDATE members SET last_login_at = $2, first_login_at = COALESCE(first_login_at, $2) WHERE id = $1',
    [member.id, now],
  );
  const session = await openSession(db, {
    memberId: member.id,
    loginMethod: method,
    firstLogin: firstTimeLogin,
    // The change is forced only while the merchant's FORCECHNGPASS3 module is on.
    mustChangePassword: passwordExpired && moduleEnabled(merchant, 'FORCECHNGPASS3'),
    now,
  });
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    firstTimeLogin,
    passwordExpired,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgent(member.type),
    isTrial: isTrial(member.type),
  };
}
