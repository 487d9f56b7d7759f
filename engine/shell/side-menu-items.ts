// The left side menu (spec 000 §2 Shell, §6; spec 001 §2 Layout, §9): the skin's items in the
// skin's order, each shown only when its rule says so.
import type { Locale, SideMenuItem } from '../model/skin-types';

/** Side-menu promotions: at most 6 (spec 001 §9). */
export const SIDE_MENU_PROMOTIONS_LIMIT = 6;

export interface SideMenuContext {
  loggedIn: boolean;
  /** The effective vip and referral features (skin AND module tree): off means no entry at all. */
  vipFeature: boolean;
  referralFeature: boolean;
  /** The effective pointsMall feature: off means the mall's route is closed, so no entry. */
  pointsMallFeature: boolean;
  /** Public state of the member (spec 000 §3): hasVip, availablePromo.REFERRAL.enabled. */
  hasVip: boolean;
  referralPromoEnabled: boolean;
  /** The skin links an iOS or an Android app (nothing to download otherwise). */
  hasAppLinks: boolean;
  supportedLocales: readonly Locale[];
}

function shows(item: SideMenuItem, context: SideMenuContext): boolean {
  switch (item) {
    // Spec 000 §6: VIP members see a VIP entry; a visitor is nobody's VIP.
    case 'vip':
      return context.vipFeature && context.loggedIn && context.hasVip;
    // Spec 000 §2, §6: the invite entry shows when logged out (an invitation to join) or when the
    // member's referral promotion is on. A merchant whose REFERRAL3 module is off has no referral
    // programme, so the entry would lead nowhere: the feature gates both cases.
    case 'invite':
      return context.referralFeature && (!context.loggedIn || context.referralPromoEnabled);
    case 'pointsMall':
      return context.pointsMallFeature;
    case 'appDownload':
      return context.hasAppLinks;
    // One language leaves nothing to choose.
    case 'language':
      return context.supportedLocales.length > 1;
    default:
      return true;
  }
}

/** The side-menu items to render, in the skin's order, without repeats. */
export function sideMenuItems(
  skinItems: readonly SideMenuItem[],
  context: SideMenuContext,
): SideMenuItem[] {
  return [...new Set(skinItems)].filter((item) => shows(item, context));
}

/** The promotions the side menu lists: the first 6, in the gateway's order. */
export function sideMenuPromotions<P>(promotions: readonly P[] | undefined): P[] {
  return (promotions ?? []).slice(0, SIDE_MENU_PROMOTIONS_LIMIT);
}
