// The header's account menu (spec 000 §2 Shell, §6): my account (security centre), platform
// messages, the agent entry (agents only), the contract dialog (agents only, while a contract kind
// runs: contracts are offered to downline agents), sign out and copy ID, in the skin's order; an
// entry that leads to a page shows only while that page is offered (engine/site/pages.ts).
import type { AccountMenuItem } from '../model/skin-types';
import { linkOffered, type FeatureCheck } from '../site/feature-links';
import { ACCOUNT_MENU_LINKS } from '../site/menu-links';
import { CONTRACT_FEATURES } from '../site/pages';

export interface AccountMenuContext {
  isAgent: boolean;
  /** Whether a feature is on (the effective skin: the skin AND the module tree). */
  isOn: FeatureCheck;
}

export type AccountMenuEntry =
  | { id: 'securityCenter' | 'messageV2' | 'agent'; kind: 'link'; href: string }
  | { id: 'signOut' | 'copyId' | 'contracts'; kind: 'action' };

function entry(item: AccountMenuItem): AccountMenuEntry {
  switch (item) {
    case 'securityCenter':
    case 'messageV2':
    case 'agent':
      return { id: item, kind: 'link', href: ACCOUNT_MENU_LINKS[item]! };
    default:
      return { id: item, kind: 'action' };
  }
}

export function accountMenuItems(
  skinItems: readonly AccountMenuItem[],
  context: AccountMenuContext,
): AccountMenuEntry[] {
  const contracts = context.isAgent && Object.values(CONTRACT_FEATURES).some(context.isOn);
  return [...new Set(skinItems)]
    .filter((item) => item !== 'agent' || context.isAgent)
    .filter((item) => item !== 'contracts' || contracts)
    .map(entry)
    .filter((item) => item.kind !== 'link' || linkOffered(item.href, context.isOn));
}
