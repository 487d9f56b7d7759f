// The left side menu (spec 000 §2 Shell, §6; spec 001 §2 Layout, §9): the skin's items in the
// skin's order, each shown only when the page it leads to is offered (engine/site/pages.ts: its
// feature is on) and its own rule says so.
import type { Locale, SideMenuItem } from '../model/skin-types';
import { linkOffered, type FeatureCheck } from '../site/feature-links';
import { SIDE_MENU_LINKS } from '../site/menu-links';

/** Side-menu promotions: at most 6 (spec 001 §9). */
export const SIDE_MENU_PROMOTIONS_LIMIT = 6;

export interface SideMenuContext {
  loggedIn: boolean;
  /** Whether a feature is on (the effective skin: the skin AND the module tree). */
  isOn: FeatureCheck;
  /** Public state of the member (spec 000 §3): hasVip, availablePromo.REFERRAL.enabled. */
  hasVip: boolean;
  referralPromoEnabled: boolean;
  /** The skin links an iOS or an Android app (nothing to download otherwise). */
  hasAppLinks: boolean;
  supportedLocales: readonly Locale[];
}

function shows(item: SideMenuItem, context: SideMenuContext): boolean {
  const link = SIDE_MENU_LINKS[item];
  if (link !== undefined && !linkOffered(link, context.isOn)) return false;
  switch (item) {
    // Spec 000 §6: VIP members see a VIP entry; a visitor is nobody's VIP.
    case 'vip':
      return context.loggedIn && context.hasVip;
    // Spec 000 §2, §6: the invite entry shows when logged out (an invitation to join) or when the
    // member's referral promotion is on; a merchant without the referral programme has no page.
    case 'invite':
      return !context.loggedIn || context.referralPromoEnabled;
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
