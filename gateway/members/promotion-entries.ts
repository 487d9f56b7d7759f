// Promotions as a member sees them (spec 001 §4): each with the activity status engine
// promotionStatus derives from the store, and the member's entries: joining (join mode), applying
// with a comment and images (apply mode, reviewed by a dev switch or approved after the merchant's
// minutes: the bonus is issued at once), and claiming a settled bonus once. Time moves the reviews
// lazily: reading a member's promotions settles what is due.
import {
  moneyCents,
  moneyText,
  promotionStatus,
  settlementEnd,
  type ApiPromotion,
  type EntryState,
  type Locale,
  type PromotionMode,
} from '../../engine';
import { artSize, artUrl } from '../art/art-kinds';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { grantBonus } from './bonuses';
import type { ProofFile } from './proofs';

/** Minutes an application waits for review before it counts as approved (gateway README). */
export const DEFAULT_REVIEW_MINUTES = 30;

interface PromotionRow {
  id: number;
  type: ApiPromotion['type'];
  title: string;
  content: string;
  settlement: ApiPromotion['settlement'];
  raffle: boolean;
  prizes: number[];
  mode: PromotionMode;
  bonus: string;
  target_valid_bet: string;
  starts_at: Date;
  ends_at: Date;
  drew_today: boolean;
  state: EntryState | null;
  settles_at: Date | null;
  valid_bet_since: string | null;
}

export interface PromotionQuery {
  merchantCode: string;
  memberId: number | null;
  language: Locale;
  origin: string;
  now: Date;
  type?: ApiPromotion['type'];
  id?: number;
}

const day = (now: Date) => now.toISOString().slice(0, 10);

/** The promotions not yet over (or one by id, over or not), each with the member's status. */
export async function memberPromotions(
  db: Queryable,
  query: PromotionQuery,
): Promise<ApiPromotion[]> {
  const { merchantCode, memberId, language, origin, now } = query;
  const rows = await db.query<PromotionRow>(
    `SELECT p.id, p.type, p.title->>$2 AS title, p.content->>$2 AS content, p.settlement, p.raffle, p.mode,
            p.prizes, p.bonus, p.target_valid_bet, p.starts_at, p.ends_at,
            EXISTS (SELECT 1 FROM raffle_claims c WHERE c.promotion_id = p.id AND c.member_id = $3 AND c.claim_day = $4::date) AS drew_today,
            e.state, e.settles_at, (b.valid_bet - e.valid_bet_at_join)::text AS valid_bet_since
     FROM promotions p
     LEFT JOIN promotion_entries e ON e.promotion_id = p.id AND e.member_id = $3
     LEFT JOIN points_balances b ON b.member_id = e.member_id
     WHERE p.merchant_code = $1 AND ($5::text IS NULL OR p.type = $5)
       AND (($7::integer IS NULL AND (p.ends_at > $6 OR e.state IN ('joined', 'applying'))) OR p.id = $7)
     ORDER BY p.starts_at, p.id`,
    [merchantCode, language, memberId ?? 0, day(now), query.type ?? null, now, query.id ?? null],
  );
  return rows.map((row) => {
    const since = row.valid_bet_since === null ? null : moneyText(moneyCents(row.valid_bet_since));
    const entry = row.state
      ? {
          state: row.state,
          targetReached: since !== null && moneyCents(since) >= moneyCents(row.target_valid_bet),
          settlesAt: row.settles_at ?? now,
        }
      : undefined;
    return {
      id: row.id,
      title: row.title,
      type: row.type,
      status: promotionStatus({
        now,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        mode: row.mode,
        loggedIn: memberId !== null,
        entry,
        drewToday: row.drew_today,
      }),
      content: row.content,
      imageUrl: artUrl(origin, 'promotions', row.id),
      imageSize: artSize('promotions'),
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      raffle: row.raffle,
      settlement: row.settlement,
      mode: row.mode,
      bonus: moneyText(moneyCents(row.bonus)),
      targetValidBet: moneyText(moneyCents(row.target_valid_bet)),
      // A raffle's prizes are whole currency units, in the wheel's segment order.
      ...(row.mode === 'raffle'
        ? {
            prizes: row.prizes.map((prize) => moneyText(prize * 100)),
            prizeImageUrls: row.prizes.map((prize) => artUrl(origin, 'prizes', prize * 100)),
            prizeImageSize: artSize('prizes'),
          }
        : {}),
      ...(row.mode === 'join' && row.state && since !== null
        ? { validBetSinceJoin: since, settlesAt: (row.settles_at ?? now).toISOString() }
        : {}),
    };
  });
}

/** One promotion as the member sees it; NOT_FOUND names it when the merchant has none such. */
export async function memberPromotion(
  db: Queryable,
  query: PromotionQuery & { id: number },
): Promise<ApiPromotion> {
  const [promotion] = await memberPromotions(db, query);
  if (!promotion) fail('NOT_FOUND', { message: `No promotion ${query.id}.` });
  return promotion;
}

/** Records the member's entry; CONFLICT when the promotion's status does not allow it. */
export async function enterPromotion(
  tx: Queryable,
  entry: {
    promotion: ApiPromotion;
    memberId: number;
    utcOffsetMinutes: number;
    now: Date;
    comment?: string;
    images?: readonly ProofFile[];
  },
): Promise<void> {
  const { promotion, memberId, now } = entry;
  const applying = entry.comment !== undefined;
  const wanted = applying ? 'apply' : 'join';
  if (promotion.mode !== wanted || promotion.status !== 'join') {
    fail('CONFLICT', {
      message: `Promotion ${promotion.id} cannot be ${applying ? 'applied for' : 'joined'}: it is a ${promotion.mode} promotion with status ${promotion.status}.`,
      value: { status: promotion.status },
    });
  }
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO promotion_entries (member_id, promotion_id, state, created_at, valid_bet_at_join, settles_at, comment)
     SELECT $1, $2, $3, $4, coalesce((SELECT valid_bet FROM points_balances WHERE member_id = $1), 0), $5, $6
     ON CONFLICT (member_id, promotion_id) DO NOTHING RETURNING id`,
    [
      memberId,
      promotion.id,
      applying ? 'applying' : 'joined',
      now,
      settlementEnd(now, promotion.settlement, entry.utcOffsetMinutes),
      entry.comment ?? null,
    ],
  );
  if (!row) fail('CONFLICT', { message: `You already take part in promotion ${promotion.id}.` });
  for (const image of entry.images ?? []) {
    await tx.query(
      'INSERT INTO promotion_images (entry_id, name, media_type, bytes, created_at) VALUES ($1, $2, $3, $4, $5)',
      [row.id, image.name, image.mediaType, image.bytes, now],
    );
  }
}

/**
 * The review of an application: approved issues the promotion's bonus at once (bonusDetails lists
 * it), rejected ends it. Answers the member's main balance when money moved.
 */
export async function decideApplication(
  tx: Queryable,
  request: { entryId: number; decision: 'approve' | 'reject'; decidedAt: Date },
): Promise<{ memberId: number; balance: string | null }> {
  const { entryId, decision, decidedAt } = request;
  const [entry] = await tx.query<{
    member_id: number;
    bonus: string;
    title: Record<Locale, string>;
  }>(
    `UPDATE promotion_entries e SET state = $2, decided_at = $3 FROM promotions p
     WHERE e.id = $1 AND e.state = 'applying' AND p.id = e.promotion_id
     RETURNING e.member_id, p.bonus, p.title`,
    [entryId, decision === 'approve' ? 'approved' : 'rejected', decidedAt],
  );
  if (!entry) fail('CONFLICT', { message: `Application ${entryId} is not waiting for review.` });
  if (decision === 'reject' || moneyCents(entry.bonus) === 0) {
    return { memberId: entry.member_id, balance: null };
  }
  const granted = await grantBonus(tx, {
    memberId: entry.member_id,
    kind: 'promotion',
    title: entry.title,
    amount: moneyCents(entry.bonus),
    status: 'issued',
    now: decidedAt,
  });
  await tx.query('UPDATE promotion_entries SET bonus_id = $2 WHERE id = $1', [
    entryId,
    granted.bonusId,
  ]);
  return { memberId: entry.member_id, balance: granted.balance };
}

/** Applications waiting longer than the merchant's minutes are approved, as of that time. */
export async function settleDueApplications(
  tx: Queryable,
  memberId: number,
  reviewMinutes: number,
  now: Date,
): Promise<string | null> {
  const due = await tx.query<{ id: number; due_at: Date }>(
    `SELECT id, created_at + make_interval(mins => $2) AS due_at FROM promotion_entries
     WHERE member_id = $1 AND state = 'applying' AND created_at + make_interval(mins => $2) <= $3
     ORDER BY id FOR UPDATE`,
    [memberId, reviewMinutes, now],
  );
  let balance: string | null = null;
  for (const row of due) {
    const decided = await decideApplication(tx, {
      entryId: row.id,
      decision: 'approve',
      decidedAt: row.due_at,
    });
    balance = decided.balance ?? balance;
  }
  return balance;
}

/**
 * Claims the settled bonus of a join-mode promotion whose status is claim. The entry moves from
 * joined to claimed in one statement, so of any number of parallel claims one credits.
 */
export async function claimPromotionBonus(
  tx: Queryable,
  request: { promotion: ApiPromotion; memberId: number; now: Date },
): Promise<{ amount: string; balance: string }> {
  const { promotion, memberId, now } = request;
  if (promotion.status !== 'claim' || promotion.mode !== 'join') {
    fail('CONFLICT', {
      message: `Promotion ${promotion.id} has nothing to claim: its status is ${promotion.status}.`,
      value: { status: promotion.status },
    });
  }
  const [entry] = await tx.query<{ id: number; title: Record<Locale, string> }>(
    `UPDATE promotion_entries e SET state = 'claimed', decided_at = $3 FROM promotions p
     WHERE e.member_id = $1 AND e.promotion_id = $2 AND e.state = 'joined' AND p.id = e.promotion_id
     RETURNING e.id, p.title`,
    [memberId, promotion.id, now],
  );
  if (!entry) fail('CONFLICT', { message: `Promotion ${promotion.id} was claimed already.` });
  const granted = await grantBonus(tx, {
    memberId,
    kind: 'promotion',
    title: entry.title,
    amount: moneyCents(promotion.bonus),
    status: 'issued',
    now,
  });
  await tx.query('UPDATE promotion_entries SET bonus_id = $2 WHERE id = $1', [
    entry.id,
    granted.bonusId,
  ]);
  return { amount: promotion.bonus, balance: granted.balance };
}
