import { describe, expect, it } from 'vitest';
import { sideMenuItems, sideMenuPromotions, type SideMenuContext } from '../../../engine';
import { allOnBut } from '../feature-check';

const ALL = [
  'home',
  'vip',
  'invite',
  'betHistory',
  'promotions',
  'pointsMall',
  'appDownload',
  'language',
] as const;
const visitor: SideMenuContext = {
  loggedIn: false,
  isOn: allOnBut(),
  hasVip: false,
  referralPromoEnabled: false,
  hasAppLinks: true,
  supportedLocales: ['pt', 'en'],
};
const member: SideMenuContext = { ...visitor, loggedIn: true };

describe('the side menu', () => {
  it('shows a visitor everything but the VIP entry, in the skin’s order', () => {
    expect(sideMenuItems(ALL, visitor)).toEqual([
      'home',
      'invite',
      'betHistory',
      'promotions',
      'pointsMall',
      'appDownload',
      'language',
    ]);
  });

  it('shows the VIP entry only to a logged-in VIP member of a skin with VIP on', () => {
    expect(sideMenuItems(ALL, { ...member, hasVip: true })).toContain('vip');
    expect(sideMenuItems(ALL, member)).not.toContain('vip');
    expect(sideMenuItems(ALL, { ...visitor, hasVip: true })).not.toContain('vip');
    expect(sideMenuItems(ALL, { ...member, hasVip: true, isOn: allOnBut('vip') })).not.toContain(
      'vip',
    );
  });

  it('shows the invite entry when logged out or when the member’s referral is on', () => {
    expect(sideMenuItems(ALL, visitor)).toContain('invite');
    expect(sideMenuItems(ALL, member)).not.toContain('invite');
    expect(sideMenuItems(ALL, { ...member, referralPromoEnabled: true })).toContain('invite');
  });

  it('has no invite entry at all when the referral feature is off', () => {
    expect(sideMenuItems(ALL, { ...visitor, isOn: allOnBut('referral') })).not.toContain('invite');
  });

  it('drops app download without app links and the language selector with one language', () => {
    expect(
      sideMenuItems(ALL, { ...visitor, hasAppLinks: false, supportedLocales: ['en'] }),
    ).toEqual(['home', 'invite', 'betHistory', 'promotions', 'pointsMall']);
  });

  it('has no points mall entry when the pointsMall feature is off', () => {
    expect(sideMenuItems(ALL, { ...member, isOn: allOnBut('pointsMall') })).not.toContain(
      'pointsMall',
    );
  });

  it('follows the skin’s order and never invents an item', () => {
    expect(sideMenuItems(['language', 'home', 'betHistory', 'home'], visitor)).toEqual([
      'language',
      'home',
      'betHistory',
    ]);
  });

  it('lists at most 6 promotions', () => {
    expect(sideMenuPromotions([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sideMenuPromotions([1, 2])).toEqual([1, 2]);
    expect(sideMenuPromotions(undefined)).toEqual([]);
  });
});
