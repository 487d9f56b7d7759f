// When a new responsible-gambling limit takes effect (UK Gambling Commission RTS 12, cited in the
// gateway README): a lower limit, or a first one, at once; a higher one or none at all only after
// a cooling-off of 24 hours, so a player cannot lift a limit in the heat of a losing session.
export const RG_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** A limit in whole units (cents for money, minutes for a session); null is no limit. */
export type LimitValue = number | null;

export type LimitChange = { takesEffect: 'now' } | { takesEffect: 'later'; at: Date };

/** Whether `asked` is stricter than (or as strict as) `current`: no limit is the loosest. */
export function isStricter(asked: LimitValue, current: LimitValue): boolean {
  if (asked === null) return current === null;
  return current === null || asked <= current;
}

/** When a change from `current` to `asked`, made at `now`, takes effect. */
export function limitChange(current: LimitValue, asked: LimitValue, now: Date): LimitChange {
  if (isStricter(asked, current)) return { takesEffect: 'now' };
  return { takesEffect: 'later', at: new Date(now.getTime() + RG_COOLING_OFF_MS) };
}

export interface StoredLimit {
  value: LimitValue;
  /** A raise or removal waiting for its cooling-off to end. */
  pending: { value: LimitValue; from: Date } | null;
}

/** The limit in force at `now`: a pending change whose time has come has replaced the old one. */
export function limitInForce(limit: StoredLimit, now: Date): LimitValue {
  return limit.pending && limit.pending.from.getTime() <= now.getTime()
    ? limit.pending.value
    : limit.value;
}
