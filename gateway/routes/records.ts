// The member's records (spec 000 §2 personalHistoryCopy, personalProfit, bonusDetails), derived from
// the plays table and the bonuses table: the betting record over a period with its totals, profit
// and loss per day and per category, and the bonuses received in a period. Days are the merchant's.
import { moneyCents, moneyText, toMoney } from '../../engine';
import type { FamilyRoutes } from '../context/action-context';
import { cashierOf } from '../core/cashier-settings';
import { recordPeriod } from '../core/record-period';
import {
  bonusesIssued,
  bonusPage,
  playsPage,
  playsTotals,
  profitAndLoss,
} from '../store/member-records';
import { pagedList, pageOf } from '../store/paging';
import { figures } from '../store/play-figures';

export const recordsRoutes: FamilyRoutes<'records'> = {
  betRecords: {
    handler: async ({ payload, session, merchant, now, db, deps }) => {
      const period = recordPeriod(payload, cashierOf(merchant.settings).utcOffsetMinutes, now);
      const filter = {
        memberId: session.memberId,
        from: period.from,
        until: period.until,
        category: payload.category ?? null,
        vendor: payload.vendor ?? null,
      };
      const result = await playsPage(db, filter, pageOf(payload));
      const totals = await playsTotals(db, filter);
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
      const { days, categories, totals } = await profitAndLoss(db, {
        memberId: session.memberId,
        from: period.from,
        until: period.until,
        utcOffsetMinutes: cashier.utcOffsetMinutes,
      });
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
      const filter = {
        memberId: session.memberId,
        kind: payload.kind ?? null,
        from: period.from,
        until: period.until,
      };
      const result = await bonusPage(db, filter, language, pageOf(payload));
      const issued = await bonusesIssued(db, filter);
      return {
        ...pagedList(result, (row) => ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          amount: row.amount,
          status: row.status,
          createdAt: row.created_at.toISOString(),
        })),
        totalIssued: toMoney(issued),
        startDate: period.startDate,
        endDate: period.endDate,
      };
    },
  },
};
