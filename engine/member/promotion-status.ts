// A member's activity status on a promotion (spec 001 §4: join, claim, applying, close, rejected,
// issued, claimed, process, joined, coming soon), derived from what the store knows: the
// promotion's time, its mode, and the member's entry. The gateway answers it; the rules are here so
// they read as one table and are tested alone. The spec names the statuses and not their rules;
// ours (gateway README "Promotions"):
// - `join` mode: join → joined (the valid bet since joining is below the target) → process (the
//   target is reached; the bonus settles at the end of the settlement period the member joined in)
//   → claim → claimed.
// - `apply` mode: join (may apply) → applying (waiting for review) → issued (approved: credited at
//   once) or rejected.
// - `raffle` mode: claim, once a day → claimed until the next day.
// - Before the start: coming soon. After the end: close, unless something is still the member's
//   to see (an entry's outcome, a bonus to claim).

export type PromotionStatus =
  | 'join'
  | 'claim'
  | 'applying'
  | 'close'
  | 'rejected'
  | 'issued'
  | 'claimed'
  | 'process'
  | 'joined'
  | 'coming soon';

export type PromotionMode = 'join' | 'apply' | 'raffle';

export type PromotionSettlement = 'daily' | 'weekly' | 'semimonthly' | 'monthly';

export type EntryState = 'joined' | 'applying' | 'approved' | 'rejected' | 'claimed';

export interface PromotionStatusInput {
  now: Date;
  startsAt: Date;
  endsAt: Date;
  mode: PromotionMode;
  loggedIn: boolean;
  /** The member's entry, if any. */
  entry?: {
    state: EntryState;
    /** join mode: the valid bet since joining has reached the target. */
    targetReached: boolean;
    /** join mode: the end of the settlement period the member joined in. */
    settlesAt: Date;
  };
  /** raffle mode: the member drew today. */
  drewToday: boolean;
}

function entryStatus(
  entry: NonNullable<PromotionStatusInput['entry']>,
  now: Date,
  ended: boolean,
): PromotionStatus {
  switch (entry.state) {
    case 'applying':
      return 'applying';
    case 'rejected':
      return 'rejected';
    case 'approved':
      return 'issued';
    case 'claimed':
      return 'claimed';
    case 'joined':
      if (!entry.targetReached) return ended ? 'close' : 'joined';
      return now < entry.settlesAt ? 'process' : 'claim';
  }
}

export function promotionStatus(input: PromotionStatusInput): PromotionStatus {
  const { now, startsAt, endsAt, mode, loggedIn, entry } = input;
  if (now < startsAt) return 'coming soon';
  const ended = now >= endsAt;
  if (entry) return entryStatus(entry, now, ended);
  if (ended) return 'close';
  if (mode === 'raffle' && loggedIn) return input.drewToday ? 'claimed' : 'claim';
  return 'join';
}

const DAY = 86_400_000;

/**
 * The end of the settlement period holding `at`, in a time zone `utcOffsetMinutes` from UTC: the
 * next local midnight (daily), Monday (weekly), the 16th or the 1st (semimonthly), the 1st
 * (monthly).
 */
export function settlementEnd(
  at: Date,
  settlement: PromotionSettlement,
  utcOffsetMinutes: number,
): Date {
  const offset = utcOffsetMinutes * 60_000;
  const local = new Date(at.getTime() + offset);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  let end: number;
  switch (settlement) {
    case 'daily':
      end = midnight + DAY;
      break;
    case 'weekly':
      // getUTCDay: 0 Sunday … 6 Saturday; the week ends when Monday starts.
      end = midnight + ((8 - local.getUTCDay()) % 7 || 7) * DAY;
      break;
    case 'semimonthly':
      end = local.getUTCDate() < 16 ? Date.UTC(year, month, 16) : Date.UTC(year, month + 1, 1);
      break;
    case 'monthly':
      end = Date.UTC(year, month + 1, 1);
      break;
  }
  return new Date(end - offset);
}
