import { describe, expect, it } from 'vitest';
import {
  AGENT_TYPES,
  isAgent,
  isTrial,
  memberRole,
  SYSTEM_STATUS,
  systemStatus,
  TRIAL_TYPES,
} from '../../engine';

describe('member roles', () => {
  it('treats types 1, 2, 41 and 42 as agents, and nothing else', () => {
    expect(AGENT_TYPES).toEqual([1, 2, 41, 42]);
    expect([1, 2, 41, 42, '41'].map(isAgent)).toEqual([true, true, true, true, true]);
    expect([0, 3, 4, 40, 43, null, undefined, 'x', '4a'].map(isAgent)).toEqual(
      Array(9).fill(false),
    );
  });

  it('treats type 4 as a trial account', () => {
    expect(TRIAL_TYPES).toEqual([4]);
    expect([isTrial(4), isTrial('4'), isTrial(1), isTrial(undefined)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('names the role of a member type', () => {
    expect([memberRole(42), memberRole(4), memberRole(3)]).toEqual(['agent', 'trial', 'member']);
  });
});

describe('system status', () => {
  it('is 0 normal, 1 maintenance, 2 region-restricted', () => {
    expect(systemStatus({ maintenance: false, regionRestriction: false })).toBe(
      SYSTEM_STATUS.normal,
    );
    expect(systemStatus({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(systemStatus({ maintenance: false, regionRestriction: true })).toBe(2);
  });

  it('lets the region block win when both flags are set', () => {
    expect(systemStatus({ maintenance: true, regionRestriction: true })).toBe(2);
  });

  it('counts only a real true, so a missing or odd flag keeps the site up', () => {
    expect([systemStatus({}), systemStatus({ maintenance: 'true', regionRestriction: 1 })]).toEqual(
      [0, 0],
    );
  });
});
