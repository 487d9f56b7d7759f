// Deposits (spec 000 §2 depositv2): the merchant's channels, a new order within a channel's limits
// (with the payment provider's page to pay it on, ./payment-page.ts), and the member's orders.
import { moneyCents, type ApiDepositChannel, type Locale } from '../../engine';
import type { FamilyRoutes } from '../context/action-context';
import { amountCents } from '../core/amounts';
import { cashierOf, type DepositChannel } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import { createDepositOrder, depositOrderValue } from '../members/deposits';
import { checkDeposit } from '../members/rg-checks';
import { depositOrderPage } from '../store/deposit-orders';
import { pagedList, pageOf } from '../store/paging';

function channelValue(channel: DepositChannel, language: Locale): ApiDepositChannel {
  return {
    code: channel.code,
    name: channel.name[language],
    min: channel.min,
    max: channel.max,
    feeRate: channel.feeRate,
    currency: channel.currency,
  };
}

export const depositRoutes: FamilyRoutes<'deposit'> = {
  depositChannels: {
    handler: async ({ merchant, language }) => ({
      list: cashierOf(merchant.settings).depositChannels.map((channel) =>
        channelValue(channel, language),
      ),
    }),
  },
  createDeposit: {
    refusedWhileRestricted: true,
    realAccountOnly: true,
    handler: async ({ payload, session, merchant, language, origin, now, db }) => {
      const cashier = cashierOf(merchant.settings);
      const channel = cashier.depositChannels.find((known) => known.code === payload.channel);
      if (!channel) {
        fail('FIELD_INVALID', {
          message: `channel must be one of ${cashier.depositChannels.map((known) => known.code).join(', ')} (got ${payload.channel})`,
          value: { field: 'channel', found: payload.channel },
        });
      }
      const amount = amountCents(payload.amount);
      if (amount < moneyCents(channel.min) || amount > moneyCents(channel.max)) {
        fail('FIELD_INVALID', {
          message: `amount must be between ${channel.min} and ${channel.max} for ${channel.name[language]} (got ${payload.amount})`,
          value: {
            field: 'amount',
            expected: `${channel.min} to ${channel.max}`,
            found: payload.amount,
          },
        });
      }
      // A deposit limit counts the orders still open too, so parallel orders cannot pass it.
      await checkDeposit(db, {
        memberId: session.memberId,
        amount,
        now,
        utcOffsetMinutes: cashier.utcOffsetMinutes,
        stage: { kind: 'order' },
      });
      const { row, secret } = await createDepositOrder(db, {
        memberId: session.memberId,
        merchantCode: merchant.code,
        channel,
        amount,
        now,
        lifetimeMinutes: cashier.depositOrderMinutes,
      });
      return {
        order: depositOrderValue(row, cashier.depositChannels, language, now),
        payUrl: `${origin}/lgw/pay/${secret}`,
      };
    },
  },
  depositOrders: {
    handler: async ({ payload, session, merchant, language, now, db }) => {
      const channels = cashierOf(merchant.settings).depositChannels;
      const result = await depositOrderPage(db, session.memberId, pageOf(payload));
      return pagedList(result, (row) => depositOrderValue(row, channels, language, now));
    },
  },
};
