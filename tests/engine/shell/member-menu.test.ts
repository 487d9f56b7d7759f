import { describe, expect, it } from 'vitest';
import { memberMenuEntries, memberPageFromQuery, memberPagePath } from '../../../engine';

const SKIN_PAGES = [
  'securityCenter',
  'rewardCenter',
  'messageV2',
  'missionLeaderboard',
  'withdraw',
] as const;

describe('the member centre menu', () => {
  it('keeps the skin’s order and badges missionLeaderboard, messageV2 and rewardCenter above 0', () => {
    const server = [
      { page: 'withdraw', badge: 7 },
      { page: 'messageV2', badge: 2 },
      { page: 'rewardCenter', badge: 0 },
      { page: 'missionLeaderboard', badge: 1 },
      { page: 'securityCenter', badge: 0 },
    ];
    expect(memberMenuEntries(SKIN_PAGES, server)).toEqual([
      { page: 'securityCenter', href: '/member?page=securityCenter' },
      { page: 'rewardCenter', href: '/member?page=rewardCenter' },
      { page: 'messageV2', href: '/member?page=messageV2', badge: 2 },
      { page: 'missionLeaderboard', href: '/member?page=missionLeaderboard', badge: 1 },
      { page: 'withdraw', href: '/member?page=withdraw' },
    ]);
  });

  it('shows only the pages the gateway lists for this member', () => {
    expect(
      memberMenuEntries(SKIN_PAGES, [
        { page: 'messageV2', badge: 0 },
        { page: 'transferUpline', badge: 0 },
      ]).map((entry) => entry.page),
    ).toEqual(['messageV2']);
  });

  it('keeps the skin’s pages when the gateway’s list did not come', () => {
    expect(memberMenuEntries(SKIN_PAGES, undefined).map((entry) => entry.page)).toEqual([
      ...SKIN_PAGES,
    ]);
  });
});

describe('addressing a member-centre page', () => {
  it('is /member?page=<id>', () => {
    expect(memberPagePath('rewardCenter')).toBe('/member?page=rewardCenter');
  });

  it('reads the page from the query, or falls back to the first page', () => {
    expect(memberPageFromQuery('?page=messageV2', SKIN_PAGES)).toBe('messageV2');
    expect(memberPageFromQuery('?page=manualRebate', SKIN_PAGES)).toBe('securityCenter');
    expect(memberPageFromQuery('', SKIN_PAGES)).toBe('securityCenter');
    expect(memberPageFromQuery('?page=x', [])).toBeNull();
  });
});
