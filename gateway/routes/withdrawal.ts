// Withdrawals (spec 000 §2 withdraw; spec 001 §3-§5): what may leave now (the balance less the
// turnover still owed, within the merchant's limits), asking with the transaction password, the
// history, and the player's confirmation of a paid one (proofs checked by content). The clock
// settles what is due before any of it is read (gateway/members/withdrawals.ts).
import { moneyCents, moneyText, receivedAmount } from '../../engine';
import type { FamilyRoutes } from '../context/action-context';
import { amountCents } from '../core/amounts';
import { cashierOf } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import { bankAccounts, bankAccountValue } from '../members/bank-accounts';
import { memberById } from '../members/member-row';
import { checkPaymentPassword } from '../members/payment-password';
import { checkProofs, type ProofFile } from '../members/proofs';
import { turnoverOwed, withdrawable } from '../members/turnover';
import { mainBalance } from '../members/wallet';
import {
  confirmWithdrawal,
  memberWithdrawals,
  requestWithdrawal,
  settleDueWithdrawals,
  withdrawalById,
  withdrawalValue,
} from '../members/withdrawals';
import { announceBalance } from '../services/balance-announcements';
import { pageOf, totalPages } from '../store/paging';

/** Three proofs of 5 MB travel as about 20 MB of base64 in JSON. */
export const CONFIRM_BODY_LIMIT = 24 * 1024 * 1024;

export const withdrawalRoutes: FamilyRoutes<'withdrawal'> = {
  withdrawalInfo: {
    handler: async ({ session, merchant, db }) => {
      const cashier = cashierOf(merchant.settings);
      const balance = moneyCents(await mainBalance(db, session.memberId));
      const owed = await turnoverOwed(db, session.memberId, cashier);
      const member = await memberById(db, session.memberId);
      return {
        balance: moneyText(balance),
        withdrawable: moneyText(withdrawable(balance, owed)),
        turnoverRequired: moneyText(owed),
        min: cashier.withdrawal.min,
        max: cashier.withdrawal.max,
        currency: merchant.currency,
        hasPaymentPassword: Boolean(member?.payment_password_hash),
        bankAccounts: (await bankAccounts(db, session.memberId)).map(bankAccountValue),
        autoReceiptMinutes: cashier.withdrawal.autoReceiptMinutes,
      };
    },
  },
  withdraw: {
    realAccountOnly: true,
    beforeTransaction: async ({ payload, session, merchant, db, now }) => {
      const amount = amountCents(payload.amount);
      const { min, max } = cashierOf(merchant.settings).withdrawal;
      if (amount < moneyCents(min) || amount > moneyCents(max)) {
        fail('FIELD_INVALID', {
          message: `amount must be between ${min} and ${max} (got ${payload.amount})`,
          value: { field: 'amount', expected: `${min} to ${max}`, found: payload.amount },
        });
      }
      const accounts = await bankAccounts(db, session.memberId);
      if (!accounts.some((account) => account.id === payload.bankAccountId)) {
        fail('FIELD_INVALID', {
          message: `bankAccountId must be one of your bank accounts (got ${payload.bankAccountId})`,
          value: { field: 'bankAccountId', found: String(payload.bankAccountId) },
        });
      }
      await checkPaymentPassword(db, session.memberId, payload.paymentPassword, now);
    },
    handler: async (context) => {
      const { payload, session, merchant, db, now } = context;
      const asked = await requestWithdrawal(db, {
        memberId: session.memberId,
        merchantCode: merchant.code,
        bankAccountId: payload.bankAccountId,
        amount: amountCents(payload.amount),
        asked: payload.amount,
        cashier: cashierOf(merchant.settings),
        now,
      });
      announceBalance(context, session.memberId, asked.balance);
      const row = await withdrawalById(db, session.memberId, asked.id);
      return { withdrawal: withdrawalValue(row!), balance: asked.balance };
    },
  },
  withdrawals: {
    handler: async ({ payload, session, merchant, now, db }) => {
      const timing = cashierOf(merchant.settings).withdrawal;
      await settleDueWithdrawals(db, session.memberId, timing, now);
      const page = pageOf(payload);
      const { rows, total } = await memberWithdrawals(db, session.memberId, page);
      return {
        list: rows.map(withdrawalValue),
        pageNo: page.pageNo,
        totalPages: totalPages(total, page.pageSize),
        total,
      };
    },
  },
  confirmWithdrawal: {
    realAccountOnly: true,
    bodyLimit: CONFIRM_BODY_LIMIT,
    handler: async (context) => {
      const { payload, session, merchant, now } = context;
      const timing = cashierOf(merchant.settings).withdrawal;
      const { outcome } = payload;
      if (payload.receivedAmount !== undefined && outcome !== 'partiallyReceived') {
        fail('BAD_REQUEST', {
          message: `receivedAmount goes with partiallyReceived only (got outcome ${outcome})`,
          value: { field: 'receivedAmount' },
        });
      }
      if (payload.proofs !== undefined && outcome !== 'notReceived') {
        fail('BAD_REQUEST', {
          message: `proofs go with notReceived only (got outcome ${outcome})`,
          value: { field: 'proofs' },
        });
      }
      let proofs: ProofFile[] = [];
      if (outcome === 'notReceived') {
        if (!payload.proofs?.length) {
          fail('FIELD_INVALID', {
            message:
              'A proof is required when the withdrawal did not arrive: add a png or jpg image.',
            value: { field: 'proofs' },
          });
        }
        proofs = checkProofs(payload.proofs);
      }
      return context.transaction(async (tx) => {
        await settleDueWithdrawals(tx, session.memberId, timing, now);
        const row = await withdrawalById(tx, session.memberId, payload.withdrawalId);
        if (!row) fail('NOT_FOUND', { message: `No withdrawal ${payload.withdrawalId}.` });
        let received: number | null = null;
        if (outcome === 'partiallyReceived') {
          const typed = receivedAmount(payload.receivedAmount ?? '', row.amount);
          if ('problem' in typed) {
            fail('FIELD_INVALID', {
              message:
                typed.problem === 'required'
                  ? 'receivedAmount is required for a partial receipt.'
                  : `receivedAmount must be above 0 and below the withdrawal's ${row.amount} (got ${payload.receivedAmount})`,
              value: { field: 'receivedAmount', found: payload.receivedAmount ?? '' },
            });
          }
          received = typed.cents;
        }
        await confirmWithdrawal(tx, { withdrawal: row, outcome, received, proofs, now });
        const after = await withdrawalById(tx, session.memberId, row.id);
        return { withdrawal: withdrawalValue(after!) };
      });
    },
  },
};
