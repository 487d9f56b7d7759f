// Deposit orders (spec 000 §2 depositv2): an order is made for a channel and an amount within the
// channel's limits, then paid or cancelled on the payment provider's page behind a secret of its
// own. Paying credits the amount less the channel's fee to the main wallet through the ledger, once:
// the order moves from pending to paid in the same transaction, so a second payment finds nothing to
// pay. A pending order past its time reads as expired and can no longer be paid.
import {
  moneyCents,
  moneyText,
  percentOf,
  type ApiDepositOrder,
  type Cents,
  type Locale,
} from '../../engine';
import type { DepositChannel } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';
import { newSecret, sha256 } from '../rules/tokens';
import { checkDeposit } from './rg-checks';
import { moveMoney } from './wallet';

export interface DepositOrderRow {
  id: number;
  member_id: number;
  channel: string;
  amount: string;
  fee: string;
  currency: string;
  status: 'pending' | 'paid' | 'cancelled';
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
}

const COLUMNS =
  'id, member_id, channel, amount, fee, currency, status, created_at, expires_at, paid_at';

/** The channel's fee on an amount, to the cent. */
export function depositFee(channel: DepositChannel, amount: Cents): Cents {
  return percentOf(amount, channel.feeRate);
}

/** What the player and the provider call an order: D, the day it was made, its number. */
export function orderNo(row: Pick<DepositOrderRow, 'id' | 'created_at'>): string {
  return `D${row.created_at.toISOString().slice(0, 10).replaceAll('-', '')}${String(row.id).padStart(6, '0')}`;
}

export function depositOrderStatus(row: DepositOrderRow, now: Date): ApiDepositOrder['status'] {
  return row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status;
}

export function depositOrderValue(
  row: DepositOrderRow,
  channels: readonly DepositChannel[],
  language: Locale,
  now: Date,
): ApiDepositOrder {
  return {
    id: row.id,
    orderNo: orderNo(row),
    channel: row.channel,
    channelName:
      channels.find((channel) => channel.code === row.channel)?.name[language] ?? row.channel,
    amount: row.amount,
    fee: row.fee,
    credited: moneyText(moneyCents(row.amount) - moneyCents(row.fee)),
    currency: row.currency,
    status: depositOrderStatus(row, now),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    paidAt: row.paid_at?.toISOString() ?? null,
  };
}

export async function createDepositOrder(
  tx: Queryable,
  order: {
    memberId: number;
    merchantCode: string;
    channel: DepositChannel;
    amount: Cents;
    now: Date;
    lifetimeMinutes: number;
  },
): Promise<{ row: DepositOrderRow; secret: string }> {
  const ticket = newSecret();
  const [row] = await tx.query<DepositOrderRow>(
    `INSERT INTO deposit_orders (member_id, merchant_code, channel, amount, fee, currency, status, pay_token_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      order.memberId,
      order.merchantCode,
      order.channel.code,
      moneyText(order.amount),
      moneyText(depositFee(order.channel, order.amount)),
      order.channel.currency,
      ticket.hash,
      order.now,
      new Date(order.now.getTime() + order.lifetimeMinutes * 60_000),
    ],
  );
  return { row, secret: ticket.secret };
}

/** The order behind a provider page's secret. */
export async function depositOrderBySecret(
  db: Queryable,
  secret: string,
): Promise<(DepositOrderRow & { merchant_code: string }) | undefined> {
  const [row] = await db.query<DepositOrderRow & { merchant_code: string }>(
    `SELECT ${COLUMNS}, merchant_code FROM deposit_orders WHERE pay_token_hash = $1`,
    [sha256(secret)],
  );
  return row;
}

/**
 * Pays a pending order (as read before the transaction: its amount, fee and member never change):
 * the credit and the order's new status commit together, once; never past a deposit limit or
 * during a break or self-exclusion (then nothing is paid). The credit comes first and the order is
 * marked paid, with its ledger line, in the statement that checks it is still pending: a second
 * payment racing the first finds it paid there, and its credit rolls back with it.
 */
export async function payDepositOrder(
  tx: Queryable,
  request: { order: DepositOrderRow; now: Date; utcOffsetMinutes: number },
): Promise<{ memberId: number; balance: string; credited: string }> {
  const { order, now } = request;
  const closed = () =>
    fail('CONFLICT', { message: 'This order is no longer waiting for payment.' });
  if (depositOrderStatus(order, now) !== 'pending') closed();
  await checkDeposit(tx, {
    memberId: order.member_id,
    amount: moneyCents(order.amount),
    now,
    utcOffsetMinutes: request.utcOffsetMinutes,
    stage: { kind: 'payment', orderId: order.id },
  });
  const credited = moneyCents(order.amount) - moneyCents(order.fee);
  const move = await moveMoney(tx, {
    memberId: order.member_id,
    amount: credited,
    kind: 'DEPOSIT',
    remark: orderNo(order),
    now,
  });
  const paid = await tx.query(
    `UPDATE deposit_orders SET status = 'paid', paid_at = $2, ledger_id = $3
     WHERE id = $1 AND status = 'pending' AND expires_at > $2 RETURNING id`,
    [order.id, now, move.ledgerId],
  );
  if (paid.length === 0) closed();
  return { memberId: order.member_id, balance: move.balance, credited: moneyText(credited) };
}

export async function cancelDepositOrder(
  tx: Queryable,
  request: { orderId: number; now: Date },
): Promise<void> {
  const rows = await tx.query(
    "UPDATE deposit_orders SET status = 'cancelled' WHERE id = $1 AND status = 'pending' AND expires_at > $2 RETURNING id",
    [request.orderId, request.now],
  );
  if (rows.length === 0) {
    fail('CONFLICT', { message: 'This order is no longer waiting for payment.' });
  }
}
