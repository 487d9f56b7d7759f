// The wallet (spec 001 §7 "Home and wallet"): the balance, transfers between the main wallet and
// vendor wallets (one, or collect all), funds over all wallets, the merchant's wallet mode, the
// transfer to the upline within the merchant's limits and what turnover lets go, the account record
// by type and period (members/transfers.ts moves the money). Money moves once per Idempotency-Key
// (register-action.ts) and the player's sockets hear the new balance.
import {
  LEDGER_KINDS_BY_TYPE,
  moneyCents,
  moneyText,
  sumMoney,
  type ApiWalletBalance,
} from '../../engine';
import type { ActionContext, FamilyRoutes } from '../context/action-context';
import { amountCents } from '../core/amounts';
import { cashierOf } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import { recordPeriod } from '../core/record-period';
import type { Queryable } from '../db/database';
import { checkPaymentPassword } from '../members/payment-password';
import { collectVendorWallets, transferBetweenWallets, uplineOf } from '../members/transfers';
import { mainBalance, MAIN_WALLET, walletBalances, type WalletBalance } from '../members/wallet';
import { announceBalance, transferAnnounced } from '../services/balance-announcements';
import { ledgerEntry, memberLedgerPage } from '../store/ledger';
import { pagedList, pageOf } from '../store/paging';

/** The member's wallets with their names in the page's language. */
function withNames(
  context: ActionContext<unknown>,
  rows: readonly WalletBalance[],
): ApiWalletBalance[] {
  const names = new Map(context.deps.catalogue.vendors.map((vendor) => [vendor.code, vendor.name]));
  return rows.map((row) => ({
    wallet: row.wallet,
    name:
      row.wallet === MAIN_WALLET
        ? context.language === 'pt'
          ? 'Carteira principal'
          : 'Main wallet'
        : (names.get(row.wallet) ?? row.wallet),
    balance: row.balance,
  }));
}

const namedWallets = async (context: ActionContext<unknown>, db: Queryable, memberId: number) =>
  withNames(context, await walletBalances(db, memberId));

/** The main wallet's balance in a list of the member's wallets. */
const mainOf = (wallets: readonly ApiWalletBalance[]): string =>
  wallets.find((wallet) => wallet.wallet === MAIN_WALLET)?.balance ?? '0.00';

export const walletRoutes: FamilyRoutes<'wallet'> = {
  balance: {
    handler: async ({ session, merchant, db }) => ({
      balance: await mainBalance(db, session.memberId),
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    }),
  },
  walletTransfer: {
    refusedWhileRestricted: (payload) => payload.to !== MAIN_WALLET,
    realAccountOnly: true,
    handler: async (context) => {
      const { payload, session, merchant, deps, db, now } = context;
      if (merchant.settings.singleWallet) {
        fail('FEATURE_DISABLED', {
          message: 'This merchant runs a single wallet: there is nothing to transfer.',
        });
      }
      const vendor = payload.from === MAIN_WALLET ? payload.to : payload.from;
      if (
        payload.from === payload.to ||
        (payload.from !== MAIN_WALLET && payload.to !== MAIN_WALLET)
      ) {
        fail('BAD_REQUEST', { message: 'A transfer goes between MAIN and one vendor wallet.' });
      }
      if (!deps.catalogue.vendors.some((known) => known.code === vendor)) {
        fail('NOT_FOUND', { message: `No vendor ${vendor}.` });
      }
      const moved = await transferBetweenWallets(db, {
        memberId: session.memberId,
        from: payload.from,
        to: payload.to,
        amount: amountCents(payload.amount),
        now,
      });
      const wallets = withNames(context, moved.wallets);
      const balance = mainOf(wallets);
      announceBalance(context, session.memberId, balance);
      return { transferId: moved.ledgerId, balance, wallets };
    },
  },
  collectWallets: {
    realAccountOnly: true,
    handler: async (context) => {
      const { session, merchant, db, now } = context;
      if (merchant.settings.singleWallet) {
        fail('FEATURE_DISABLED', {
          message: 'This merchant runs a single wallet: there is nothing to collect.',
        });
      }
      const collected = await collectVendorWallets(db, session.memberId, now);
      const balance = await mainBalance(db, session.memberId);
      if (collected > 0) announceBalance(context, session.memberId, balance);
      return {
        collected: moneyText(collected),
        balance,
        wallets: await namedWallets(context, db, session.memberId),
      };
    },
  },
  consolidatedFunds: {
    handler: async (context) => {
      const wallets = await namedWallets(context, context.db, context.session.memberId);
      return {
        total: sumMoney(wallets.map((wallet) => wallet.balance)),
        main: mainOf(wallets),
        wallets,
      };
    },
  },
  merchantWallet: {
    handler: async (context) => ({
      isSingle: context.merchant.settings.singleWallet,
      wallets: await namedWallets(context, context.db, context.session.memberId),
    }),
  },
  transferUpline: {
    realAccountOnly: true,
    beforeTransaction: async ({ payload, session, merchant, db, now }) => {
      const amount = amountCents(payload.amount);
      const limits = cashierOf(merchant.settings).upline;
      if (amount < moneyCents(limits.min) || amount > moneyCents(limits.max)) {
        fail('FIELD_INVALID', {
          message: `amount must be between ${limits.min} and ${limits.max} (got ${payload.amount})`,
          value: {
            field: 'amount',
            expected: `${limits.min} to ${limits.max}`,
            found: payload.amount,
          },
        });
      }
      await checkPaymentPassword(db, session.memberId, payload.paymentPassword, now);
    },
    handler: async (context) => {
      const upline = await uplineOf(context.db, context.session.memberId);
      const sent = await transferAnnounced(context, 'toUpline', upline);
      return { transferId: sent.ledgerId, balance: sent.balance, upline: upline.username };
    },
  },
  walletTransactions: {
    handler: async ({ payload, session, merchant, now, db, language }) => {
      const period = recordPeriod(payload, cashierOf(merchant.settings).utcOffsetMinutes, now);
      const result = await memberLedgerPage(
        db,
        {
          memberId: session.memberId,
          kinds: payload.type ? LEDGER_KINDS_BY_TYPE[payload.type] : null,
          from: period.from,
          until: period.until,
        },
        pageOf(payload),
      );
      return {
        ...pagedList(result, (row) => ledgerEntry(row, language)),
        startDate: period.startDate,
        endDate: period.endDate,
      };
    },
  },
};
