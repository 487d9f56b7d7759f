// What registration reads and writes of the members table (spec 000 §3-§5): the agent an
// invitation code names, the player a recommender id names, whether a mobile number is taken,
// and the agent link a member came by.
import type { Queryable } from '../db/database';

/** The member whose affiliate code is `code` (any case), if any. */
export async function memberByAffiliateCode(
  db: Queryable,
  merchantCode: string,
  code: string,
): Promise<{ id: number; nickname: string; type: number } | undefined> {
  const [agent] = await db.query<{ id: number; nickname: string; type: number }>(
    'SELECT id, nickname, type FROM members WHERE merchant_code = $1 AND upper(affiliate_code) = upper($2)',
    [merchantCode, code],
  );
  return agent;
}

/** The player `id` of the merchant, if it is one. */
export async function playerOfMerchant(
  db: Queryable,
  merchantCode: string,
  id: number,
): Promise<number | null> {
  const [player] = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE merchant_code = $1 AND id = $2 AND type = 0',
    [merchantCode, id],
  );
  return player?.id ?? null;
}

/** Whether a member of the merchant has this mobile number. */
export async function mobileTaken(
  db: Queryable,
  merchantCode: string,
  dialingCode: string | null,
  mobileNum: string,
): Promise<boolean> {
  const [taken] = await db.query(
    'SELECT 1 FROM members WHERE merchant_code = $1 AND dialing_code = $2 AND mobile_num = $3',
    [merchantCode, dialingCode, mobileNum],
  );
  return taken !== undefined;
}

/** Records the agent link the member registered by. */
export async function setMemberLink(
  db: Queryable,
  memberId: number,
  linkId: number,
): Promise<void> {
  await db.query('UPDATE members SET link_id = $2 WHERE id = $1', [memberId, linkId]);
}
