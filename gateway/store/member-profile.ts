// The member's own fields the account and security pages change (spec 000 §3; spec 001 §7 the
// security centre): language, e-mail, mobile number, transaction password; and the friends the
// member recommended (spec 001 §7 referral).
import type { Locale } from '../../engine';
import type { Queryable } from '../db/database';
import type { MemberRow } from '../members/member-row';

/** The members whose recommender is `memberId`, newest first, at most 100. */
export function referredFriends(
  db: Queryable,
  memberId: number,
): Promise<Array<{ username: string; registered_at: Date }>> {
  return db.query<{ username: string; registered_at: Date }>(
    "SELECT username, registered_at FROM members WHERE profile->>'recommenderId' = $1 ORDER BY registered_at DESC, id DESC LIMIT 100",
    [String(memberId)],
  );
}

/** The member's language, if the member exists. */
export async function memberLanguage(db: Queryable, memberId: number): Promise<Locale | undefined> {
  const [row] = await db.query<{ language: Locale }>('SELECT language FROM members WHERE id = $1', [
    memberId,
  ]);
  return row?.language;
}

export async function setMemberLanguage(
  db: Queryable,
  memberId: number,
  language: Locale,
): Promise<void> {
  await db.query('UPDATE members SET language = $2 WHERE id = $1', [memberId, language]);
}

/** Changes the nickname (when given) and adds `changes` to the profile; the row as it is now. */
export async function updateProfile(
  db: Queryable,
  memberId: number,
  nickname: string | null,
  changes: Record<string, unknown>,
): Promise<MemberRow> {
  const [row] = await db.query<MemberRow>(
    'UPDATE members SET nickname = COALESCE($2, nickname), profile = profile || $3::jsonb WHERE id = $1 RETURNING *',
    [memberId, nickname, JSON.stringify(changes)],
  );
  return row;
}

export async function setMobile(
  tx: Queryable,
  memberId: number,
  phone: { countryDialingCode: string; mobileNum: string },
): Promise<void> {
  await tx.query('UPDATE members SET dialing_code = $2, mobile_num = $3 WHERE id = $1', [
    memberId,
    phone.countryDialingCode,
    phone.mobileNum,
  ]);
}

export async function setEmail(db: Queryable, memberId: number, email: string): Promise<void> {
  await db.query('UPDATE members SET email = $2 WHERE id = $1', [memberId, email]);
}

/**
 * Marks the welcome points granted (and the first login's time, once): true the first time, false
 * ever after.
 */
export async function markFirstLoginBonus(
  tx: Queryable,
  memberId: number,
  now: Date,
): Promise<boolean> {
  const [granted] = await tx.query<{ first_login_at: Date | null }>(
    `UPDATE members SET profile = profile || '{"firstLoginBonus": true}'::jsonb, first_login_at = COALESCE(first_login_at, $2)
           WHERE id = $1 AND NOT (profile ? 'firstLoginBonus') RETURNING first_login_at`,
    [memberId, now],
  );
  return granted !== undefined;
}
