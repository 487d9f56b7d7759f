import { describe, expect, it } from 'vitest';
import { promotionStatus, settlementEnd, type PromotionStatusInput } from '../../../engine';

const at = (iso: string) => new Date(iso);
const base: PromotionStatusInput = {
  now: at('2026-05-10T12:00:00Z'),
  startsAt: at('2026-05-01T00:00:00Z'),
  endsAt: at('2026-06-01T00:00:00Z'),
  mode: 'join',
  loggedIn: true,
  drewToday: false,
};
const joined = (targetReached: boolean, settlesAt = '2026-05-11T03:00:00Z') => ({
  state: 'joined' as const,
  targetReached,
  settlesAt: at(settlesAt),
});

describe('a member’s activity status on a promotion', () => {
  it('is coming soon before the start, whatever else', () => {
    expect(promotionStatus({ ...base, now: at('2026-04-30T00:00:00Z') })).toBe('coming soon');
  });

  it('is join for a running promotion without an entry, and close after its end', () => {
    expect(promotionStatus(base)).toBe('join');
    expect(promotionStatus({ ...base, mode: 'apply' })).toBe('join');
    expect(promotionStatus({ ...base, now: at('2026-06-01T00:00:00Z') })).toBe('close');
  });

  it('goes joined, process, claim, claimed in join mode', () => {
    expect(promotionStatus({ ...base, entry: joined(false) })).toBe('joined');
    expect(promotionStatus({ ...base, entry: joined(true) })).toBe('process');
    expect(promotionStatus({ ...base, entry: joined(true, '2026-05-10T12:00:00Z') })).toBe('claim');
    expect(promotionStatus({ ...base, entry: { ...joined(true), state: 'claimed' } })).toBe(
      'claimed',
    );
  });

  it('is close for a joined member who never reached the target once the promotion ends', () => {
    const ended = { ...base, now: at('2026-06-02T00:00:00Z') };
    expect(promotionStatus({ ...ended, entry: joined(false) })).toBe('close');
    expect(promotionStatus({ ...ended, entry: joined(true) })).toBe('claim');
  });

  it('goes applying, then issued or rejected, in apply mode', () => {
    const entry = { targetReached: false, settlesAt: at('2026-05-11T03:00:00Z') };
    const apply = { ...base, mode: 'apply' as const };
    expect(promotionStatus({ ...apply, entry: { ...entry, state: 'applying' } })).toBe('applying');
    expect(promotionStatus({ ...apply, entry: { ...entry, state: 'approved' } })).toBe('issued');
    expect(promotionStatus({ ...apply, entry: { ...entry, state: 'rejected' } })).toBe('rejected');
  });

  it('is claim for a raffle until the member draws, then claimed; join for a visitor', () => {
    const raffle = { ...base, mode: 'raffle' as const };
    expect(promotionStatus(raffle)).toBe('claim');
    expect(promotionStatus({ ...raffle, drewToday: true })).toBe('claimed');
    expect(promotionStatus({ ...raffle, loggedIn: false })).toBe('join');
  });
});

describe('the end of a settlement period in the merchant’s time zone (UTC-3)', () => {
  const sunday = at('2026-05-10T12:00:00Z');
  it('is the next local midnight for a daily one', () => {
    expect(settlementEnd(sunday, 'daily', -180).toISOString()).toBe('2026-05-11T03:00:00.000Z');
    expect(settlementEnd(at('2026-05-11T01:00:00Z'), 'daily', -180).toISOString()).toBe(
      '2026-05-11T03:00:00.000Z',
    );
  });

  it('is the next Monday for a weekly one, a full week on a Monday', () => {
    expect(settlementEnd(sunday, 'weekly', -180).toISOString()).toBe('2026-05-11T03:00:00.000Z');
    expect(settlementEnd(at('2026-05-11T12:00:00Z'), 'weekly', -180).toISOString()).toBe(
      '2026-05-18T03:00:00.000Z',
    );
  });

  it('is the 16th or the 1st for a semimonthly one, the 1st for a monthly one', () => {
    expect(settlementEnd(sunday, 'semimonthly', -180).toISOString()).toBe(
      '2026-05-16T03:00:00.000Z',
    );
    expect(settlementEnd(at('2026-05-20T12:00:00Z'), 'semimonthly', -180).toISOString()).toBe(
      '2026-06-01T03:00:00.000Z',
    );
    expect(settlementEnd(sunday, 'monthly', -180).toISOString()).toBe('2026-06-01T03:00:00.000Z');
  });
});
