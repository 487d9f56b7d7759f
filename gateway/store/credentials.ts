// The member's ways to log in besides the password (spec 000 §2; spec 001 §7 the security
// centre): device credentials (one-click login), social identities and the authenticator app.
import type { Queryable } from '../db/database';

/** Stores a new device credential (its secret's hash) of the member. */
export async function addDeviceCredential(
  tx: Queryable,
  memberId: number,
  secretHash: string,
  now: Date,
): Promise<void> {
  await tx.query(
    'INSERT INTO device_credentials (member_id, secret_hash, created_at, last_used_at) VALUES ($1, $2, $3, $3)',
    [memberId, secretHash, now],
  );
}

/** The live device credential of the merchant with this secret hash, marked used now. */
export async function useDeviceCredential(
  tx: Queryable,
  secretHash: string,
  merchantCode: string,
  now: Date,
): Promise<{ id: number; member_id: number } | undefined> {
  const [device] = await tx.query<{ id: number; member_id: number }>(
    `UPDATE device_credentials d SET last_used_at = $2 FROM members m
           WHERE d.secret_hash = $1 AND d.revoked_at IS NULL AND m.id = d.member_id AND m.merchant_code = $3
           RETURNING d.id, d.member_id`,
    [secretHash, now, merchantCode],
  );
  return device;
}

/** The member's live device credentials, newest first. */
export function deviceCredentials(
  db: Queryable,
  memberId: number,
): Promise<Array<{ id: number; created_at: Date; last_used_at: Date | null }>> {
  return db.query<{ id: number; created_at: Date; last_used_at: Date | null }>(
    'SELECT id, created_at, last_used_at FROM device_credentials WHERE member_id = $1 AND revoked_at IS NULL ORDER BY id DESC',
    [memberId],
  );
}

/** Revokes the member's live device credential `id`; false when there is none such. */
export async function revokeDeviceCredential(
  db: Queryable,
  memberId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE device_credentials SET revoked_at = $3 WHERE id = $1 AND member_id = $2 AND revoked_at IS NULL RETURNING id',
    [id, memberId, now],
  );
  return rows.length > 0;
}

/** The member of the merchant that a provider's subject is linked to, if any. */
export async function socialIdentityMember(
  tx: Queryable,
  identity: { provider: string; subject: string; merchantCode: string },
): Promise<number | undefined> {
  const [known] = await tx.query<{ member_id: number }>(
    'SELECT i.member_id FROM social_identities i JOIN members m ON m.id = i.member_id WHERE i.provider = $1 AND i.subject = $2 AND m.merchant_code = $3',
    [identity.provider, identity.subject, identity.merchantCode],
  );
  return known?.member_id;
}

/** Links a provider's subject to the member. */
export async function addSocialIdentity(
  tx: Queryable,
  identity: { provider: string; subject: string; memberId: number },
): Promise<void> {
  await tx.query(
    'INSERT INTO social_identities (provider, subject, member_id) VALUES ($1, $2, $3)',
    [identity.provider, identity.subject, identity.memberId],
  );
}

/** The member's new authenticator secret, unconfirmed (replacing any earlier one). */
export async function saveAuthenticatorSecret(
  db: Queryable,
  memberId: number,
  secret: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO authenticators (member_id, secret, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id) DO UPDATE SET secret = $2, created_at = $3, last_step = NULL`,
    [memberId, secret, now],
  );
}

/** Confirms the member's authenticator at the time step its first code was for. */
export async function confirmAuthenticator(
  db: Queryable,
  memberId: number,
  now: Date,
  step: number,
): Promise<void> {
  await db.query(
    'UPDATE authenticators SET confirmed_at = $2, last_step = $3 WHERE member_id = $1',
    [memberId, now, step],
  );
}
