// What a member's responsible-gambling limits count (gateway README "Responsible gambling"):
// deposits paid in a period (and, when an order is made, the orders still open), and the stakes
// and wins of the plays made in it. A loss is stakes less wins, never below nothing.
import { moneyCents, type Cents, type RgMoneyLimitKind } from '../../engine';
import type { Queryable } from '../db/database';

export interface Span {
  start: Date;
  end: Date;
}

/** Stakes and wins of the member's plays made in the span, in cents. */
export async function playFigures(
  db: Queryable,
  memberId: number,
  span: Span,
): Promise<{ staked: Cents; won: Cents }> {
  const [row] = await db.query<{ staked: string; won: string }>(
    `SELECT coalesce(sum(stake), 0)::numeric(14, 2)::text AS staked,
            coalesce(sum(win), 0)::numeric(14, 2)::text AS won
     FROM plays WHERE member_id = $1 AND created_at >= $2 AND created_at < $3`,
    [memberId, span.start, span.end],
  );
  return { staked: moneyCents(row.staked), won: moneyCents(row.won) };
}

export interface DepositCount {
  /** Orders still open at this time and made in the span count too. */
  openAt?: Date;
  /** The order being paid, which does not count against itself. */
  exceptOrderId?: number;
}

/** The amounts of the member's deposit orders paid in the span (and open ones, asked), in cents. */
export async function depositedCents(
  db: Queryable,
  memberId: number,
  span: Span,
  count: DepositCount = {},
): Promise<Cents> {
  const [row] = await db.query<{ amount: string }>(
    `SELECT coalesce(sum(amount), 0)::numeric(14, 2)::text AS amount FROM deposit_orders
     WHERE member_id = $1 AND id <> $5
       AND ((status = 'paid' AND paid_at >= $2 AND paid_at < $3)
         OR ($4::timestamptz IS NOT NULL AND status = 'pending' AND expires_at > $4
           AND created_at >= $2 AND created_at < $3))`,
    [memberId, span.start, span.end, count.openAt ?? null, count.exceptOrderId ?? 0],
  );
  return moneyCents(row.amount);
}

/** What a money limit has used of its period, in cents. */
export async function usedOfLimit(
  db: Queryable,
  memberId: number,
  kind: RgMoneyLimitKind,
  span: Span,
  count: DepositCount = {},
): Promise<Cents> {
  if (kind === 'deposit') return depositedCents(db, memberId, span, count);
  const { staked, won } = await playFigures(db, memberId, span);
  return kind === 'wager' ? staked : Math.max(0, staked - won);
}
