// A member's responsible-gambling limits in SQL (gateway README "Responsible gambling"): one row
// per kind and period, holding the limit in force and the raise or removal that waits out its
// cooling-off (engine limitChange). A change locks its row, so two changes at once are judged one
// after the other; a pending change whose time has come is read as in force (engine limitInForce)
// and folded into the row at the next change.
import {
  limitChange,
  limitInForce,
  moneyCents,
  moneyText,
  type LimitValue,
  type RgLimitKind,
  type RgPeriod,
  type StoredLimit,
} from '../../engine';
import type { Queryable } from '../db/database';
import type { RgSettingsRow } from './rg-settings';

/** A row's period: a money limit's, or 'session' for the session limit. */
export type LimitPeriod = RgPeriod | 'session';

export interface LimitRow {
  kind: RgLimitKind;
  period: LimitPeriod;
  amount: string | null;
  pending_amount: string | null;
  pending_from: Date | null;
}

/** A row's figures in whole units: cents for money, minutes for a session. */
const unitsOf = (kind: RgLimitKind, amount: string | null): LimitValue =>
  amount === null ? null : kind === 'session' ? moneyCents(amount) / 100 : moneyCents(amount);

const amountOf = (kind: RgLimitKind, units: LimitValue): string | null =>
  units === null ? null : kind === 'session' ? moneyText(units * 100) : moneyText(units);

export function storedLimit(row: LimitRow): StoredLimit {
  return {
    value: unitsOf(row.kind, row.amount),
    pending:
      row.pending_from === null
        ? null
        : { value: unitsOf(row.kind, row.pending_amount), from: row.pending_from },
  };
}

/** The limit of a row in force at `now`, in whole units. */
export function rowInForce(row: LimitRow, now: Date): LimitValue {
  return limitInForce(storedLimit(row), now);
}

/** The member's limits as stored, money limits first. */
export async function limitRows(db: Queryable, memberId: number): Promise<LimitRow[]> {
  return db.query<LimitRow>(
    `SELECT kind, period, amount, pending_amount, pending_from FROM rg_limits
     WHERE member_id = $1 ORDER BY kind = 'session', kind, period`,
    [memberId],
  );
}

/**
 * Locks and reads the member's limits of the given kinds (in the order of the table's key, the
 * same for every caller), for a check that must count beside them, and reads the member's break
 * and exclusion in the same statement: a check before a money move needs both, and on PostgreSQL
 * each statement is a round trip.
 */
export async function lockLimitsWithSettings(
  tx: Queryable,
  memberId: number,
  kinds: readonly RgLimitKind[],
): Promise<{ settings: RgSettingsRow; limits: LimitRow[] }> {
  const rows = await tx.query<RgSettingsRow & { [K in keyof LimitRow]: LimitRow[K] | null }>(
    `SELECT s.reality_check_minutes, s.break_until, s.excluded_until,
       COALESCE(s.excluded_for_good, false) AS excluded_for_good,
       l.kind, l.period, l.amount, l.pending_amount, l.pending_from
     FROM (SELECT $1::integer AS member_id) AS me
     LEFT JOIN rg_settings s ON s.member_id = me.member_id
     LEFT JOIN LATERAL (
       SELECT kind, period, amount, pending_amount, pending_from FROM rg_limits
       WHERE member_id = me.member_id AND kind = ANY($2::text[]) ORDER BY kind, period FOR UPDATE
     ) AS l ON true
     ORDER BY l.kind, l.period`,
    [memberId, kinds],
  );
  const limits = rows.flatMap((row): LimitRow[] =>
    row.kind === null || row.period === null
      ? []
      : [
          {
            kind: row.kind,
            period: row.period,
            amount: row.amount,
            pending_amount: row.pending_amount,
            pending_from: row.pending_from,
          },
        ],
  );
  return { settings: rows[0]!, limits };
}

/**
 * Sets a limit (`asked` in whole units, null for none): at once when stricter, else pending for
 * the cooling-off. Answers when the asked limit takes effect (null: now).
 */
export async function setLimit(
  tx: Queryable,
  change: {
    memberId: number;
    kind: RgLimitKind;
    period: LimitPeriod;
    asked: LimitValue;
    now: Date;
  },
): Promise<{ takesEffectAt: Date | null }> {
  const { memberId, kind, period, asked, now } = change;
  // A first limit's row is made empty first, so the change below always has a row to lock.
  await tx.query(
    `INSERT INTO rg_limits (member_id, kind, period, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [memberId, kind, period, now],
  );
  const [row] = await tx.query<LimitRow>(
    `SELECT kind, period, amount, pending_amount, pending_from FROM rg_limits
     WHERE member_id = $1 AND kind = $2 AND period = $3 FOR UPDATE`,
    [memberId, kind, period],
  );
  const current = rowInForce(row, now);
  const decided = limitChange(current, asked, now);
  const [inForce, pending, from] =
    decided.takesEffect === 'now' ? [asked, null, null] : [current, asked, decided.at];
  await tx.query(
    `UPDATE rg_limits SET amount = $4, pending_amount = $5, pending_from = $6, updated_at = $7
     WHERE member_id = $1 AND kind = $2 AND period = $3`,
    [memberId, kind, period, amountOf(kind, inForce), amountOf(kind, pending), from, now],
  );
  return { takesEffectAt: from };
}
