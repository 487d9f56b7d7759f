// A member's reality check, break and self-exclusion in SQL (gateway README "Responsible
// gambling"). A break or an exclusion only ever lengthens: the statement that sets one keeps the
// later of the old and the new end, so neither a player nor two requests at once can shorten it.
import type { Queryable } from '../db/database';

export interface RgSettingsRow {
  reality_check_minutes: number | null;
  break_until: Date | null;
  excluded_until: Date | null;
  excluded_for_good: boolean;
}

/** What keeps a member from play: a break or a self-exclusion, and its end (null: for good). */
export interface Restriction {
  kind: 'break' | 'exclusion';
  until: Date | null;
}

const NO_SETTINGS: RgSettingsRow = {
  reality_check_minutes: null,
  break_until: null,
  excluded_until: null,
  excluded_for_good: false,
};

export async function rgSettingsRow(db: Queryable, memberId: number): Promise<RgSettingsRow> {
  const [row] = await db.query<RgSettingsRow>(
    'SELECT reality_check_minutes, break_until, excluded_until, excluded_for_good FROM rg_settings WHERE member_id = $1',
    [memberId],
  );
  return row ?? NO_SETTINGS;
}

/** The restriction in force at `now`: an exclusion outranks a break; the later end wins. */
export function restrictionOf(row: RgSettingsRow, now: Date): Restriction | null {
  if (row.excluded_for_good) return { kind: 'exclusion', until: null };
  const live = (until: Date | null) => (until && until > now ? until : null);
  const excluded = live(row.excluded_until);
  if (excluded) return { kind: 'exclusion', until: excluded };
  const onBreak = live(row.break_until);
  return onBreak ? { kind: 'break', until: onBreak } : null;
}

export async function setRealityCheck(
  db: Queryable,
  memberId: number,
  minutes: number | null,
): Promise<void> {
  await db.query(
    `INSERT INTO rg_settings (member_id, reality_check_minutes) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET reality_check_minutes = EXCLUDED.reality_check_minutes`,
    [memberId, minutes],
  );
}

export async function startBreak(db: Queryable, memberId: number, until: Date): Promise<void> {
  await db.query(
    `INSERT INTO rg_settings (member_id, break_until) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE
     SET break_until = GREATEST(rg_settings.break_until, EXCLUDED.break_until)`,
    [memberId, until],
  );
}

/** A self-exclusion until a time, or for good (until null). */
export async function startExclusion(
  db: Queryable,
  memberId: number,
  until: Date | null,
): Promise<void> {
  await db.query(
    `INSERT INTO rg_settings (member_id, excluded_until, excluded_for_good) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE
     SET excluded_until = GREATEST(rg_settings.excluded_until, EXCLUDED.excluded_until),
         excluded_for_good = rg_settings.excluded_for_good OR EXCLUDED.excluded_for_good`,
    [memberId, until, until === null],
  );
}
