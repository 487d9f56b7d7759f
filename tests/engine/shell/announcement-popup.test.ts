import { describe, expect, it } from 'vitest';
import {
  announcementExecutions,
  announcementPromoTarget,
  announcementsFor,
  isPopupClosed,
  markPopupClosed,
  POPUP_SESSION_KEYS,
  shouldShowPopup,
  type AnnouncementAudience,
} from '../../../engine';
import { memoryStorage } from './memory-storage';

const visitor: AnnouncementAudience = { loggedIn: false };
const player: AnnouncementAudience = { loggedIn: true, account: 'player01', firstLogin: false };
const newbie: AnnouncementAudience = { loggedIn: true, account: 'newbie01', firstLogin: true };
const popup = [
  { id: 1, execution: 'B' },
  { id: 2, execution: 'A' },
  { id: 3, execution: 'F' },
];

describe('which announcements an audience gets', () => {
  it('gives visitors B, members A, and A plus F on a first login', () => {
    expect([
      announcementExecutions(visitor),
      announcementExecutions(player),
      announcementExecutions(newbie),
    ]).toEqual([['B'], ['A'], ['A', 'F']]);
    expect(announcementsFor(popup, visitor).map((item) => item.id)).toEqual([1]);
    expect(announcementsFor(popup, player).map((item) => item.id)).toEqual([2]);
    expect(announcementsFor(popup, newbie).map((item) => item.id)).toEqual([2, 3]);
  });

  it('leaves F to the gateway when the page no longer knows about the first login (a reload)', () => {
    expect(announcementExecutions({ loggedIn: true, account: 'newbie01' })).toEqual(['A', 'F']);
  });
});

describe('the popup once per session', () => {
  it('shows until closed, then not again this session', () => {
    const session = memoryStorage();
    expect(shouldShowPopup(session, visitor, popup)).toBe(true);
    markPopupClosed(session, visitor);
    expect(shouldShowPopup(session, visitor, popup)).toBe(false);
    expect(session.entries()).toEqual({ [POPUP_SESSION_KEYS.anonymous]: '1' });
  });

  it('keeps the visitor’s and the member’s flags apart (ANONYMOUS_POPUP, USER_POPUP)', () => {
    const session = memoryStorage();
    markPopupClosed(session, visitor);
    expect(shouldShowPopup(session, player, popup)).toBe(true);
    markPopupClosed(session, player);
    expect(session.entries()).toEqual({ ANONYMOUS_POPUP: '1', USER_POPUP: 'player01' });
    expect(isPopupClosed(session, player)).toBe(true);
  });

  it('shows another account signing in on the same tab its own popup', () => {
    const session = memoryStorage({ USER_POPUP: 'player01' });
    expect(shouldShowPopup(session, newbie, popup)).toBe(true);
  });

  it('shows nothing when the audience has no popup item', () => {
    expect(shouldShowPopup(memoryStorage(), visitor, [{ execution: 'A' }])).toBe(false);
    expect(shouldShowPopup(memoryStorage(), player, undefined)).toBe(false);
  });
});

describe('the promo button', () => {
  it('goes to the reward centre for a promotion’s announcement only', () => {
    expect(announcementPromoTarget({ promotionType: 'NEWBIE' })).toBe('/member?page=rewardCenter');
    expect(announcementPromoTarget({ promotionType: null })).toBeNull();
    // A brand without a reward centre in its member menu gets no button that would land elsewhere.
    expect(announcementPromoTarget({ promotionType: 'NEWBIE' }, false)).toBeNull();
  });
});
