// What the responsible-gambling page shows of a member (the rgSettings value): the limits with
// what each leaves in its period and any raise waiting out its cooling-off, the reality check,
// a break or exclusion in force, and the current session's length and play for the reality
// check and the session clock.
import {
  moneyCents,
  moneyText,
  rgPeriodBounds,
  type ActionValue,
  type RgMoneyLimitKind,
  type RgPeriod,
} from '../../engine';
import type { Queryable } from '../db/database';
import { limitRows, rowInForce, type LimitRow } from './rg-limits';
import { restrictionOf, rgSettingsRow } from './rg-settings';
import { playFigures, usedOfLimit } from './rg-usage';

type Settings = ActionValue<'rgSettings'>;

const pendingOf = (row: LimitRow, now: Date) =>
  row.pending_from && row.pending_from > now
    ? { amount: row.pending_amount, takesEffectAt: row.pending_from.toISOString() }
    : null;

export async function rgOverview(
  db: Queryable,
  member: { memberId: number; tokenHash: string },
  now: Date,
  utcOffsetMinutes: number,
): Promise<Settings> {
  const rows = await limitRows(db, member.memberId);
  const limits: Settings['limits'] = [];
  let sessionLimit: Settings['sessionLimit'] = { minutes: null, pending: null };
  for (const row of rows) {
    const inForce = rowInForce(row, now);
    const pending = pendingOf(row, now);
    if (row.kind === 'session') {
      sessionLimit = {
        minutes: inForce,
        pending: pending && {
          minutes: pending.amount === null ? null : moneyCents(pending.amount) / 100,
          takesEffectAt: pending.takesEffectAt,
        },
      };
      continue;
    }
    if (inForce === null && !pending) continue;
    const period = row.period as RgPeriod;
    const bounds = rgPeriodBounds(period, now, utcOffsetMinutes);
    const left =
      inForce === null
        ? null
        : moneyText(
            Math.max(
              0,
              inForce -
                (await usedOfLimit(db, member.memberId, row.kind as RgMoneyLimitKind, bounds)),
            ),
          );
    limits.push({
      kind: row.kind as RgMoneyLimitKind,
      period,
      amount: inForce === null ? null : moneyText(inForce),
      left,
      pending,
    });
  }
  const settings = await rgSettingsRow(db, member.memberId);
  const restriction = restrictionOf(settings, now);
  const [session] = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM sessions WHERE token_hash = $1',
    [member.tokenHash],
  );
  const startedAt = session?.created_at ?? now;
  const played = await playFigures(db, member.memberId, {
    start: startedAt,
    end: new Date(now.getTime() + 1),
  });
  return {
    limits,
    sessionLimit,
    realityCheckMinutes: settings.reality_check_minutes,
    restriction: restriction && {
      kind: restriction.kind,
      until: restriction.until?.toISOString() ?? null,
    },
    session: {
      startedAt: startedAt.toISOString(),
      staked: moneyText(played.staked),
      won: moneyText(played.won),
      net: moneyText(played.won - played.staked),
    },
  };
}
