// Promotions (spec 001 §4 types, statuses and settlement periods) and the raffle draw: one draw per
// promotion per member per day, the prize picked by the CSPRNG and credited at once as a raffle
// bonus (grantBonus: bonusDetails lists it).
import { randomInt } from 'node:crypto';
import { moneyText, type ApiPromotion } from '../../engine';
import type { FamilyRoutes } from '../context/action-context';
import { fail } from '../core/gateway-error';
import { isUniqueViolation } from '../db/database';
import { grantBonus } from '../members/bonuses';
import { announceBalance } from './wallet';

interface PromotionRow {
  id: number;
  type: ApiPromotion['type'];
  title: string;
  content: string;
  settlement: ApiPromotion['settlement'];
  raffle: boolean;
  prizes: number[];
  starts_at: Date;
  ends_at: Date;
  claimed_today: boolean;
}

const day = (now: Date) => now.toISOString().slice(0, 10);

function status(row: PromotionRow, now: Date, loggedIn: boolean): ApiPromotion['status'] {
  if (row.starts_at > now) return 'coming soon';
  if (row.ends_at <= now) return 'close';
  if (row.raffle && row.claimed_today) return 'claimed';
  return loggedIn && row.raffle ? 'claim' : 'join';
}

export const promotionsRoutes: FamilyRoutes<'promotions'> = {
  promotions: {
    handler: async ({ payload, session, merchant, language, origin, now, db }) => {
      const rows = await db.query<PromotionRow>(
        `SELECT p.id, p.type, p.title->>$2 AS title, p.content->>$2 AS content, p.settlement, p.raffle, p.prizes, p.starts_at, p.ends_at,
                EXISTS (SELECT 1 FROM raffle_claims c WHERE c.promotion_id = p.id AND c.member_id = $3 AND c.claim_day = $4::date) AS claimed_today
         FROM promotions p WHERE p.merchant_code = $1 AND ($5::text IS NULL OR p.type = $5) AND p.ends_at > $6 ORDER BY p.starts_at, p.id`,
        [merchant.code, language, session?.memberId ?? 0, day(now), payload.type ?? null, now],
      );
      return {
        list: rows.map((row) => ({
          id: row.id,
          title: row.title,
          type: row.type,
          status: status(row, now, session !== null),
          content: row.content,
          imageUrl: `${origin}/lgw/art/promotions/${row.id}.svg?lang=${language}`,
          startsAt: row.starts_at.toISOString(),
          endsAt: row.ends_at.toISOString(),
          raffle: row.raffle,
          settlement: row.settlement,
        })),
      };
    },
  },
  raffleClaim: {
    realAccountOnly: true,
    handler: async (context) => {
      const { payload, session, merchant, now, db } = context;
      const [promotion] = await db.query<{
        title: { pt: string; en: string };
        prizes: number[];
        raffle: boolean;
        starts_at: Date;
        ends_at: Date;
      }>(
        'SELECT title, prizes, raffle, starts_at, ends_at FROM promotions WHERE id = $1 AND merchant_code = $2',
        [payload.promotionId, merchant.code],
      );
      if (!promotion?.raffle) fail('NOT_FOUND', { message: `No raffle ${payload.promotionId}.` });
      if (promotion.starts_at > now || promotion.ends_at <= now) {
        fail('CONFLICT', { message: 'This raffle is not running.' });
      }
      // Prizes are whole currency units (the seed's promotions.prizes); the credit is in cents.
      const cents = promotion.prizes[randomInt(0, promotion.prizes.length)] * 100;
      const amount = moneyText(cents);
      let claimId: number;
      try {
        [{ id: claimId }] = await db.query<{ id: number }>(
          'INSERT INTO raffle_claims (member_id, promotion_id, claim_day, amount) VALUES ($1, $2, $3::date, $4) RETURNING id',
          [session.memberId, payload.promotionId, day(now), amount],
        );
      } catch (error) {
        if (isUniqueViolation(error)) {
          fail('CONFLICT', {
            message:
              context.language === 'pt' ? 'Você já participou hoje.' : 'You already drew today.',
          });
        }
        throw error;
      }
      const { balance } = await grantBonus(db, {
        memberId: session.memberId,
        kind: 'raffle',
        title: promotion.title,
        amount: cents,
        status: 'issued',
        now,
      });
      announceBalance(context, session.memberId, balance);
      return { claimId, promotionId: payload.promotionId, amount, balance };
    },
  },
};
