// The header's account menu (spec 000 §2 Shell, §6): my account (security centre), platform
// messages, the agent entry (agents only), sign out and copy ID, in the skin's order.
import type { AccountMenuItem } from '../model/skin-types';
import { memberPagePath } from './member-page-path';

export interface AccountMenuContext {
  isAgent: boolean;
  /** The effective agentCentre feature: without it there is no agent centre to enter. */
  agentCentreFeature: boolean;
}

export type AccountMenuEntry =
  | { id: 'securityCenter' | 'messageV2' | 'agent'; kind: 'link'; href: string }
  | { id: 'signOut' | 'copyId'; kind: 'action' };

function entry(item: AccountMenuItem): AccountMenuEntry {
  switch (item) {
    case 'securityCenter':
    case 'messageV2':
      return { id: item, kind: 'link', href: memberPagePath(item) };
    case 'agent':
      return { id: item, kind: 'link', href: '/agentHome' };
    default:
      return { id: item, kind: 'action' };
  }
}

export function accountMenuItems(
  skinItems: readonly AccountMenuItem[],
  context: AccountMenuContext,
): AccountMenuEntry[] {
  return [...new Set(skinItems)]
    .filter((item) => item !== 'agent' || (context.isAgent && context.agentCentreFeature))
    .map(entry);
}
