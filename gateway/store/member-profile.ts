// The member's own fields the account and security pages change (spec 000 §3; spec 001 §7 the
// security centre): language, e-mail, mobile number, transaction password; and the friends the
// member recommended (spec 001 §7 referral).
import type { Locale } from '../../engine';
import type { Queryable } from '../db/database';

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

export async function setMemberLanguage(
  db: Queryable,
  memberId: number,
  language: Locale,
): Promise<void> {
  await db.query('UPDATE members SET language = $2 WHERE id = $1', [memberId, language]);
}
