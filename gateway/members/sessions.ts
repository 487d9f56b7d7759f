// Sessions: a random token per login (gateway/rules/tokens.ts), its hash stored with the member,
// the login method, whether this is the account's first login (announcements with execution F,
// spec 000 §4) and whether a password change is forced. Logout and password changes revoke.
import type { Queryable } from '../db/database';
import { newSecret, SESSION_TTL_MS } from '../rules/tokens';
import type { RgSettingsRow } from './rg-settings';

export type LoginMethod = 'password' | 'sms' | 'trial' | 'social' | 'registration' | 'device';

export interface SessionInfo {
  tokenHash: string;
  memberId: number;
  merchantCode: string;
  username: string;
  nickname: string;
  type: number;
  loginMethod: LoginMethod;
  firstLogin: boolean;
  mustChangePassword: boolean;
  expiresAt: Date;
  /**
   * The member's break and exclusion as the session was read (rg-checks.ts refuses by them before
   * a transaction): read with the session, they cost the request no statement of their own.
   */
  rgSettings: RgSettingsRow;
}

interface SessionRow extends RgSettingsRow {
  token_hash: string;
  member_id: number;
  merchant_code: string;
  username: string;
  nickname: string;
  type: number;
  login_method: LoginMethod;
  first_login: boolean;
  must_change_password: boolean;
  expires_at: Date;
}

/** The live session of a token hash: not revoked, not expired (by the gateway's clock). */
export async function findSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<SessionInfo | undefined> {
  const [row] = await db.query<SessionRow>(
    `SELECT s.token_hash, s.member_id, m.merchant_code, m.username, m.nickname, m.type, s.login_method, s.first_login, s.must_change_password, s.expires_at,
       r.reality_check_minutes, r.break_until, r.excluded_until, COALESCE(r.excluded_for_good, false) AS excluded_for_good
     FROM sessions s JOIN members m ON m.id = s.member_id LEFT JOIN rg_settings r ON r.member_id = s.member_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
    [tokenHash, now],
  );
  if (!row) return undefined;
  return {
    tokenHash: row.token_hash,
    memberId: row.member_id,
    merchantCode: row.merchant_code,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    loginMethod: row.login_method,
    firstLogin: row.first_login,
    mustChangePassword: row.must_change_password,
    expiresAt: row.expires_at,
    rgSettings: {
      reality_check_minutes: row.reality_check_minutes,
      break_until: row.break_until,
      excluded_until: row.excluded_until,
      excluded_for_good: row.excluded_for_good,
    },
  };
}

export interface OpenedSession {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export async function openSession(
  db: Queryable,
  session: {
    memberId: number;
    loginMethod: LoginMethod;
    firstLogin: boolean;
    mustChangePassword: boolean;
    now: Date;
  },
): Promise<OpenedSession> {
  const { secret, hash } = newSecret();
  const expiresAt = new Date(session.now.getTime() + SESSION_TTL_MS);
  await db.query(
    'INSERT INTO sessions (token_hash, member_id, login_method, first_login, must_change_password, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      hash,
      session.memberId,
      session.loginMethod,
      session.firstLogin,
      session.mustChangePassword,
      session.now,
      expiresAt,
    ],
  );
  return { token: secret, tokenHash: hash, expiresAt };
}

/**
 * Revokes sessions of a member (all, or all but one); returns their hashes, to close their sockets.
 */
export async function revokeSessions(
  db: Queryable,
  where: { tokenHash: string } | { memberId: number; except?: string },
  now: Date,
): Promise<string[]> {
  const rows =
    'tokenHash' in where
      ? await db.query<{ token_hash: string }>(
          'UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING token_hash',
          [where.tokenHash, now],
        )
      : await db.query<{ token_hash: string }>(
          'UPDATE sessions SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL AND token_hash <> $3 RETURNING token_hash',
          [where.memberId, now, where.except ?? ''],
        );
  return rows.map((row) => row.token_hash);
}
