// The member's records (spec 000 §2 personalHistoryCopy, personalProfit, bonusDetails), derived from
// the plays table and the bonuses table: the betting record over a period with its totals, profit
// and loss per day and per category, and the bonuses received in a period. Days are the merchant's.
import { moneyCents, moneyText, toMoney, type Category } from '../../engine';
import type { FamilyRoutes } from '../context/action-context';
import { cashierOf } from '../core/cashier-settings';
import { recordPeriod } from '../core/record-period';
import { pagedList, pagedQuery, pageOf } from '../store/paging';
import { figures, playFiguresSql, type FigureRow } from '../store/play-figures';

const FIGURES = playFiguresSql();

export const recordsRoutes: FamilyRoutes<'records'> = {
  betRecords: {
    handler: async ({ payload, session, merchant, now, db, deps }) => {
      const period = recordPeriod(payload, cashierOf(merchant.settings).utcOffsetMinutes, now);
      const where = `member_id = $1 AND created_at >= $2 AND created_at < $3
        AND ($4::text IS NULL OR category = $4) AND ($5::text IS NULL OR vendor = $5)`;
      const params = [
        session.memberId,
        period.from,
        period.until,
        payload.category ?? null,
        payload.vendor ?? null,
      ];
      const result = await pagedQuery<{
        id: number;
        node_id: number;
        vendor: string;
        category: Category;
        stake: string;
        valid_bet: string;
        win: string;
        settled: boolean;
        created_at: Date;
      }>(
        db,
        `SELECT id, node_id, vendor, category, stake, valid_bet, win, settled, created_at, count(*) OVER () AS total_rows
         FROM plays WHERE ${where} ORDER BY created_at DESC, id DESC`,
        params,
        pageOf(payload),
      );
      const [totals] = await db.query<FigureRow>(
        `SELECT ${FIGURES} FROM plays WHERE ${where}`,
        params,
      );
      const vendors = new Map(deps.catalogue.vendors.map((vendor) => [vendor.code, vendor.name]));
      return {
        ...pagedList(result, (row) => {
          const game = deps.catalogue.game(row.node_id);
          return {
            id: row.id,
            gameName: game?.name ?? String(row.node_id),
            gameCode: game?.gameCode ?? String(row.node_id),
            vendor: row.vendor,
            vendorName: vendors.get(row.vendor) ?? row.vendor,
            category: row.category,
            stake: row.stake,
            validBet: row.valid_bet,
            win: row.win,
            profit: row.settled ? moneyText(moneyCents(row.win) - moneyCents(row.stake)) : '0.00',
            settled: row.settled,
            createdAt: row.created_at.toISOString(),
          };
        }),
        totals: figures(totals),
        startDate: period.startDate,
        endDate: period.endDate,
      };
    },
  },
  profitLoss: {
    handler: async ({ payload, session, merchant, now, db }) => {
      const cashier = cashierOf(merchant.settings);
      const period = recordPeriod(payload, cashier.utcOffsetMinutes, now);
      const params = [session.memberId, period.from, period.until];
      const where = 'member_id = $1 AND created_at >= $2 AND created_at < $3';
      const days = await db.query<FigureRow & { day: string }>(
        `SELECT to_char(created_at AT TIME ZONE 'UTC' + make_interval(mins => $4), 'YYYY-MM-DD') AS day, ${FIGURES}
         FROM plays WHERE ${where} GROUP BY day ORDER BY day DESC`,
        [...params, cashier.utcOffsetMinutes],
      );
      const categories = await db.query<FigureRow & { category: Category }>(
        `SELECT category, ${FIGURES} FROM plays WHERE ${where}
         GROUP BY category ORDER BY SUM(stake) DESC, category`,
        params,
      );
      const [totals] = await db.query<FigureRow>(
        `SELECT ${FIGURES} FROM plays WHERE ${where}`,
        params,
      );
      return {
        days: days.map((row) => ({ date: row.day, ...figures(row) })),
        categories: categories.map((row) => ({ category: row.category, ...figures(row) })),
        totals: figures(totals),
        startDate: period.startDate,
        endDate: period.endDate,
      };
    },
  },
  bonusRecords: {
    handler: async ({ payload, session, language, merchant, now, db }) => {
      const period = recordPeriod(payload, cashierOf(merchant.settings).utcOffsetMinutes, now);
      const filter = [session.memberId, payload.kind ?? null, period.from, period.until];
      const where =
        'member_id = $1 AND ($2::text IS NULL OR kind = $2) AND created_at >= $3 AND created_at < $4';
      const result = await pagedQuery<{
        id: number;
        kind: 'promotion' | 'raffle' | 'rebate' | 'vip';
        title: string;
        amount: string;
        status: 'issued' | 'pending' | 'expired';
        created_at: Date;
      }>(
        db,
        `SELECT id, kind, title->>$5 AS title, amount, status, created_at, count(*) OVER () AS total_rows
         FROM bonuses WHERE ${where} ORDER BY id DESC`,
        [...filter, language],
        pageOf(payload),
      );
      const [issued] = await db.query<{ total: string | null }>(
        `SELECT SUM(amount) AS total FROM bonuses WHERE ${where} AND status = 'issued'`,
        filter,
      );
      return {
        ...pagedList(result, (row) => ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          amount: row.amount,
          status: row.status,
          createdAt: row.created_at.toISOString(),
        })),
        totalIssued: toMoney(issued?.total),
        startDate: period.startDate,
        endDate: period.endDate,
      };
    },
  },
};
