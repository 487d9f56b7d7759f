// Where responsible gambling refuses (gateway README "Responsible gambling"): a deposit past a
// deposit limit, when its order is made and again when it is paid; a bet or a launch past a loss,
// wager or session limit; anything of the kind during a break or a self-exclusion. Each check
// locks the member's limit rows before it counts (and before the caller touches a wallet), so
// parallel requests are counted one after the other and none slips past a limit.
import {
  moneyText,
  rgPeriodBounds,
  type Cents,
  type Locale,
  type RgLimitKind,
  type RgPeriod,
} from '../../engine';
import { cashierOf } from '../core/cashier-settings';
import { fail } from '../core/gateway-error';
import type { Merchant } from '../core/merchants';
import type { Queryable } from '../db/database';
import { lockLimitsWithSettings, rowInForce, type LimitRow } from './rg-limits';
import { restrictionOf, type RgSettingsRow } from './rg-settings';
import { usedOfLimit, type DepositCount } from './rg-usage';

const KIND_WORDS: Record<Locale, Record<RgLimitKind, string>> = {
  en: { deposit: 'deposit', loss: 'loss', wager: 'wager', session: 'session' },
  pt: { deposit: 'depósito', loss: 'perdas', wager: 'apostas', session: 'sessão' },
};
const PERIOD_WORDS: Record<Locale, Record<RgPeriod, string>> = {
  en: { day: 'daily', week: 'weekly', month: 'monthly' },
  pt: { day: 'diário', week: 'semanal', month: 'mensal' },
};

/**
 * Refuses with RG_EXCLUDED while a break or a self-exclusion lasts (by the member's settings: read
 * with the session before a transaction, with the locked limits inside one): its end in `value`.
 */
export function refuseWhileRestricted(settings: RgSettingsRow, now: Date): void {
  const restriction = restrictionOf(settings, now);
  if (!restriction) return;
  const until = restriction.until?.toISOString() ?? null;
  const what = restriction.kind === 'break' ? 'break' : 'self-exclusion';
  const oQue = restriction.kind === 'break' ? 'pausa' : 'autoexclusão';
  fail('RG_EXCLUDED', {
    value: until,
    texts: {
      en: `Your ${what} lasts ${until ? `until ${until}` : 'for good'}: only your balance, withdrawals and the responsible gaming page are open.`,
      pt: `Sua ${oQue} vale ${until ? `até ${until}` : 'por tempo indeterminado'}: só o saldo, os saques e a página de jogo responsável estão abertos.`,
    },
  });
}

function refuseMoney(row: LimitRow, left: Cents, end: Date): never {
  const period = row.period as RgPeriod;
  const shown = moneyText(Math.max(0, left));
  fail('RG_LIMIT', {
    value: shown,
    texts: {
      en: `Your ${PERIOD_WORDS.en[period]} ${KIND_WORDS.en[row.kind]} limit leaves ${shown} until ${end.toISOString()}.`,
      pt: `Seu limite ${PERIOD_WORDS.pt[period]} de ${KIND_WORDS.pt[row.kind]} deixa ${shown} até ${end.toISOString()}.`,
    },
  });
}

export interface DepositCheck {
  memberId: number;
  amount: Cents;
  now: Date;
  utcOffsetMinutes: number;
  /**
   * 'order': orders paid in the period and orders still open count; 'payment': orders paid in
   * the period, but for the one being paid.
   */
  stage: { kind: 'order' } | { kind: 'payment'; orderId: number };
}

/** Refuses a deposit a break, an exclusion or a deposit limit forbids (RG_EXCLUDED, RG_LIMIT). */
export async function checkDeposit(tx: Queryable, check: DepositCheck): Promise<void> {
  const { memberId, amount, now, utcOffsetMinutes, stage } = check;
  const { settings, limits: rows } = await lockLimitsWithSettings(tx, memberId, ['deposit']);
  refuseWhileRestricted(settings, now);
  const count = stage.kind === 'order' ? { openAt: now } : { exceptOrderId: stage.orderId };
  await refuseMoneyPastLimits(tx, { memberId, amount, now, utcOffsetMinutes }, rows, count);
}

/** Refuses an amount that one of the member's (locked) money limits forbids. */
async function refuseMoneyPastLimits(
  tx: Queryable,
  check: { memberId: number; amount: Cents; now: Date; utcOffsetMinutes: number },
  rows: readonly LimitRow[],
  count: DepositCount = {},
): Promise<void> {
  const { memberId, amount, now, utcOffsetMinutes } = check;
  for (const row of rows) {
    const limit = rowInForce(row, now);
    if (limit === null || row.kind === 'session') continue;
    const span = rgPeriodBounds(row.period as RgPeriod, now, utcOffsetMinutes);
    const left = limit - (await usedOfLimit(tx, memberId, row.kind, span, count));
    if (amount > left) refuseMoney(row, left, span.end);
  }
}

export interface PlayCheck {
  memberId: number;
  /** The stake; a launch asks for the smallest, 1 cent: can anything be bet at all? */
  stake: Cents;
  now: Date;
  utcOffsetMinutes: number;
}

/** When the member's latest live session began, if one is live. */
async function sessionStart(db: Queryable, memberId: number, now: Date): Promise<Date | null> {
  const [row] = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM sessions WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > $2
     ORDER BY created_at DESC LIMIT 1`,
    [memberId, now],
  );
  return row?.created_at ?? null;
}

/**
 * Refuses a bet (or a launch) that a break, an exclusion, or a loss, wager or session limit
 * forbids: a loss counts the stake as lost, since it may be.
 */
export async function checkPlay(tx: Queryable, check: PlayCheck): Promise<void> {
  const { memberId, stake, now } = check;
  const { settings, limits: rows } = await lockLimitsWithSettings(tx, memberId, [
    'loss',
    'session',
    'wager',
  ]);
  refuseWhileRestricted(settings, now);
  const session = rows.find((row) => row.kind === 'session');
  const minutes = session ? rowInForce(session, now) : null;
  if (minutes !== null) await refusePastSessionLimit(tx, memberId, minutes, now);
  await refuseMoneyPastLimits(tx, { ...check, amount: stake }, rows);
}

async function refusePastSessionLimit(
  tx: Queryable,
  memberId: number,
  minutes: number,
  now: Date,
): Promise<void> {
  const started = await sessionStart(tx, memberId, now);
  if (!started || now.getTime() - started.getTime() < minutes * 60_000) return;
  fail('RG_LIMIT', {
    value: '0',
    texts: {
      en: `Your session limit of ${minutes} minutes is reached: log out and take a rest.`,
      pt: `Seu limite de sessão de ${minutes} minutos foi atingido: saia e descanse.`,
    },
  });
}

/** A launch for real money is refused when not even the smallest stake, a cent, could be bet. */
export async function checkLaunch(
  db: Queryable,
  memberId: number,
  merchant: Merchant,
  now: Date,
): Promise<void> {
  const { utcOffsetMinutes } = cashierOf(merchant.settings);
  await checkPlay(db, { memberId, stake: 1, now, utcOffsetMinutes });
}
