// Withdrawals and their confirmation (spec 000 §2 withdraw; spec 001 §3 Withdrawals, §4, §5, §9).
// Asking takes the amount out of the main wallet at once (WITHDRAWAL), so it cannot be spent twice;
// the merchant then pays it (after its configured delay, or sooner by a dev switch) or rejects it,
// which gives the amount back (WITHDRAWAL_REFUND). A paid withdrawal waits for the player's answer
// (engine allowedOutcomes) until confirm_by; unanswered by then it counts as received — a forced
// receipt. Time moves these on lazily: whoever reads a member's withdrawals settles what is due
// first, at the gateway's clock, so nothing needs a timer.
import {
  allowedOutcomes,
  moneyCents,
  moneyText,
  type ApiWithdrawal,
  type Cents,
  type WithdrawalOutcome,
} from '../../engine';
import type { CashierSettings } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { bankAccountValue, type BankAccountRow } from './bank-accounts';
import { storeProofs, type ProofFile } from './proofs';
import { refuseBeyondWithdrawable } from './turnover';
import { lockWallets, moveMoney, walletKey } from './wallet';

type Timing = CashierSettings['withdrawal'];

export interface WithdrawalRow {
  id: number;
  member_id: number;
  amount: string;
  status: ApiWithdrawal['status'];
  confirmation: ApiWithdrawal['confirmation'];
  auto_received: boolean;
  received_amount: string | null;
  created_at: Date;
  paid_at: Date | null;
  confirm_by: Date | null;
  confirmed_at: Date | null;
  proofs: number;
  account: BankAccountRow;
}

const SELECT = `SELECT w.id, w.member_id, w.amount, w.status, w.confirmation, w.auto_received, w.received_amount,
    w.created_at, w.paid_at, w.confirm_by, w.confirmed_at,
    (SELECT count(*) FROM withdrawal_proofs p WHERE p.withdrawal_id = w.id) AS proofs,
    json_build_object('id', b.id, 'holder_name', b.holder_name, 'bank_name', b.bank_name,
      'account_number', b.account_number, 'created_at', b.created_at) AS account
  FROM withdrawals w JOIN bank_accounts b ON b.id = w.bank_account_id`;

export function withdrawalValue(row: WithdrawalRow): ApiWithdrawal {
  const received = row.received_amount === null ? null : moneyCents(row.received_amount);
  return {
    id: row.id,
    amount: row.amount,
    bankAccount: bankAccountValue({ ...row.account, created_at: new Date(row.account.created_at) }),
    status: row.status,
    confirmation: row.confirmation,
    autoReceived: row.auto_received,
    receivedAmount: received === null ? null : moneyText(received),
    remainingAmount: received === null ? null : moneyText(moneyCents(row.amount) - received),
    proofs: row.proofs,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
    confirmBy: row.confirm_by?.toISOString() ?? null,
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
  };
}

/**
 * What the clock has made due for one member: pending withdrawals past their pay time are paid (as
 * of that time), paid ones unanswered past confirm_by count as received (as of that time).
 */
export async function settleDueWithdrawals(
  tx: Queryable,
  memberId: number,
  timing: Timing,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE withdrawals SET status = 'paid', confirmation = 'awaiting',
       decided_at = created_at + make_interval(mins => $2), paid_at = created_at + make_interval(mins => $2),
       confirm_by = created_at + make_interval(mins => $2 + $3)
     WHERE member_id = $1 AND status = 'pending' AND created_at + make_interval(mins => $2) <= $4`,
    [memberId, timing.payAfterMinutes, timing.autoReceiptMinutes, now],
  );
  await tx.query(
    `UPDATE withdrawals SET confirmation = 'received', auto_received = true, confirmed_at = confirm_by
     WHERE member_id = $1 AND confirmation = 'awaiting' AND confirm_by <= $2`,
    [memberId, now],
  );
}

export async function withdrawalById(
  db: Queryable,
  memberId: number,
  id: number,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db.query<WithdrawalRow>(`${SELECT} WHERE w.id = $1 AND w.member_id = $2`, [
    id,
    memberId,
  ]);
  return row;
}

export async function memberWithdrawals(
  db: Queryable,
  memberId: number,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const rows = await db.query<WithdrawalRow>(
    `${SELECT} WHERE w.member_id = $1 ORDER BY w.id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.pageSize, (page.pageNo - 1) * page.pageSize],
  );
  const [{ total }] = await db.query<{ total: number }>(
    'SELECT count(*) AS total FROM withdrawals WHERE member_id = $1',
    [memberId],
  );
  return { rows, total };
}

/**
 * Takes the amount out of the main wallet and records a pending withdrawal: the wallet is locked
 * first, so parallel withdrawals are judged one at a time against the balance and what turnover
 * still holds back.
 */
export async function requestWithdrawal(
  tx: Queryable,
  request: {
    memberId: number;
    merchantCode: string;
    bankAccountId: number;
    amount: Cents;
    /** The amount as typed, for a refusal's message. */
    asked: string;
    cashier: Pick<CashierSettings, 'turnover'>;
    now: Date;
  },
): Promise<{ id: number; balance: string }> {
  const balances = await lockWallets(tx, [{ memberId: request.memberId }]);
  await refuseBeyondWithdrawable(tx, {
    memberId: request.memberId,
    balance: balances.get(walletKey({ memberId: request.memberId })) ?? 0,
    amount: request.amount,
    asked: request.asked,
    cashier: request.cashier,
    kind: 'withdraw',
  });
  const debit = await moveMoney(tx, {
    memberId: request.memberId,
    amount: -request.amount,
    kind: 'WITHDRAWAL',
    remark: `To bank account ${request.bankAccountId}`,
    now: request.now,
  });
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO withdrawals (member_id, merchant_code, bank_account_id, amount, status, created_at, ledger_id)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6) RETURNING id`,
    [
      request.memberId,
      request.merchantCode,
      request.bankAccountId,
      moneyText(request.amount),
      request.now,
      debit.ledgerId,
    ],
  );
  return { id: row.id, balance: debit.balance };
}

/**
 * The merchant's decision on a pending withdrawal: paid (the player's answer is due within the
 * auto-receipt minutes) or rejected (the amount goes back). The new main balance when it moved.
 */
export async function decideWithdrawal(
  tx: Queryable,
  request: { id: number; decision: 'pay' | 'reject'; timing: Timing; now: Date },
): Promise<{ memberId: number; balance: string | null }> {
  const { id, decision, timing, now } = request;
  const [row] =
    decision === 'pay'
      ? await tx.query<{ member_id: number; amount: string }>(
          `UPDATE withdrawals SET status = 'paid', confirmation = 'awaiting', decided_at = $2, paid_at = $2,
             confirm_by = $2::timestamptz + make_interval(mins => $3)
           WHERE id = $1 AND status = 'pending' RETURNING member_id, amount`,
          [id, now, timing.autoReceiptMinutes],
        )
      : await tx.query<{ member_id: number; amount: string }>(
          `UPDATE withdrawals SET status = 'rejected', decided_at = $2 WHERE id = $1 AND status = 'pending' RETURNING member_id, amount`,
          [id, now],
        );
  if (!row) fail('CONFLICT', { message: `Withdrawal ${id} is not pending.` });
  if (decision === 'pay') return { memberId: row.member_id, balance: null };
  const refund = await moveMoney(tx, {
    memberId: row.member_id,
    amount: moneyCents(row.amount),
    kind: 'WITHDRAWAL_REFUND',
    remark: `Withdrawal ${id} rejected`,
    now,
  });
  await tx.query('UPDATE withdrawals SET refund_ledger_id = $2 WHERE id = $1', [
    id,
    refund.ledgerId,
  ]);
  return { memberId: row.member_id, balance: refund.balance };
}

/** Records the player's answer; the caller has settled what was due and checked the proofs. */
export async function confirmWithdrawal(
  tx: Queryable,
  request: {
    withdrawal: WithdrawalRow;
    outcome: WithdrawalOutcome;
    received: Cents | null;
    proofs: readonly ProofFile[];
    now: Date;
  },
): Promise<void> {
  const { withdrawal, outcome, now } = request;
  if (!allowedOutcomes(withdrawal.confirmation).includes(outcome)) {
    fail('CONFLICT', {
      message:
        withdrawal.confirmation === null
          ? `Withdrawal ${withdrawal.id} is not paid yet.`
          : `Withdrawal ${withdrawal.id} cannot be marked ${outcome} now (it is ${withdrawal.auto_received ? 'counted as received' : withdrawal.confirmation}).`,
    });
  }
  const rows = await tx.query(
    `UPDATE withdrawals SET confirmation = $3, received_amount = $4, confirmed_at = $5
     WHERE id = $1 AND confirmation = $2 RETURNING id`,
    [
      withdrawal.id,
      withdrawal.confirmation,
      outcome,
      request.received === null ? null : moneyText(request.received),
      now,
    ],
  );
  if (rows.length === 0) {
    fail('CONFLICT', { message: `Withdrawal ${withdrawal.id} changed meanwhile.` });
  }
  await storeProofs(tx, withdrawal.id, request.proofs, now);
}
