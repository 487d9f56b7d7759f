// The raffle's draws (spec 001 §4 raffle): one draw per promotion per member per day, the unique
// key (member, promotion, day) deciding between parallel draws; the route credits the prize.
import type { Locale } from '../../engine';
import { isUniqueViolation, type Queryable } from '../db/database';

export interface RaffleRow {
  title: Record<Locale, string>;
  prizes: number[];
  raffle: boolean;
  starts_at: Date;
  ends_at: Date;
}

/** The merchant's promotion of this id with its raffle fields, if any. */
export async function raffleOf(
  db: Queryable,
  promotionId: number,
  merchantCode: string,
): Promise<RaffleRow | undefined> {
  const [promotion] = await db.query<RaffleRow>(
    'SELECT title, prizes, raffle, starts_at, ends_at FROM promotions WHERE id = $1 AND merchant_code = $2',
    [promotionId, merchantCode],
  );
  return promotion;
}

/** Records the member's draw of the day; its id, or null when they drew that day already. */
export async function recordRaffleDraw(
  tx: Queryable,
  draw: { memberId: number; promotionId: number; day: string; amount: string },
): Promise<number | null> {
  try {
    const [{ id }] = await tx.query<{ id: number }>(
      'INSERT INTO raffle_claims (member_id, promotion_id, claim_day, amount) VALUES ($1, $2, $3::date, $4) RETURNING id',
      [draw.memberId, draw.promotionId, draw.day, draw.amount],
    );
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}
