// The member's password, login name and transaction password as stored (hashes only): set by
// the password pages (spec 000 §3 change and forgotten password), the one-click account's own
// credentials, and the security centre's transaction password (spec 001 §7).
import type { Queryable } from '../db/database';

/** The member's new login password hash; `temporary` marks one the member must change. */
export async function setPasswordHash(
  tx: Queryable,
  memberId: number,
  passwordHash: string,
  now: Date,
  temporary: boolean,
): Promise<void> {
  await tx.query(
    `UPDATE members SET password_hash = $2, password_changed_at = $3,
       profile = CASE WHEN $4 THEN profile || '{"temporaryPassword": true}'::jsonb ELSE profile - 'temporaryPassword' END
     WHERE id = $1`,
    [memberId, passwordHash, now, temporary],
  );
}

/** The session no longer has to change the password first. */
export async function clearMustChangePassword(tx: Queryable, tokenHash: string): Promise<void> {
  await tx.query('UPDATE sessions SET must_change_password = false WHERE token_hash = $1', [
    tokenHash,
  ]);
}

/** A one-click account's own username and password (no longer a one-click name). */
export async function setOwnCredentials(
  tx: Queryable,
  memberId: number,
  credentials: { username: string; passwordHash: string; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE members SET username = $2, password_hash = $3, password_changed_at = $4,
               profile = profile - 'oneClickName' WHERE id = $1`,
    [memberId, credentials.username, credentials.passwordHash, credentials.now],
  );
}

/** The member's first transaction password; false when it has one already. */
export async function setFirstPaymentPassword(
  db: Queryable,
  memberId: number,
  hash: string,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE members SET payment_password_hash = $2 WHERE id = $1 AND payment_password_hash IS NULL RETURNING id',
    [memberId, hash],
  );
  return rows.length > 0;
}

/** Replaces the member's transaction password. */
export async function setPaymentPasswordHash(
  tx: Queryable,
  memberId: number,
  hash: string,
): Promise<void> {
  await tx.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [memberId, hash]);
}
