// The header's quick links (spec 000 §2 Shell): increase deposit, increase withdrawal, agent; and
// the deposit button's target. Deposit and withdrawal are member-centre pages and protected
// actions: a visitor is asked to log in and a trial account gets the real-account notice (spec 000
// §2, §6); each link shows while the page it leads to is offered (engine/site/pages.ts).
import type { MemberPage } from '../model/skin-types';
import { linkOffered, type FeatureCheck } from '../site/feature-links';
import { memberPagePath } from '../site/member-page-path';
import { needsRealAccount } from '../site/pages';

export interface QuickLink {
  id: 'quickDeposit' | 'quickWithdraw' | 'agent';
  href: string;
  /** Money moves here: only for a real account (protectedActionGate). */
  realAccountOnly: boolean;
}

export const DEPOSIT_PATH = memberPagePath('depositv2');

const memberLink = (id: QuickLink['id'], page: MemberPage): QuickLink => ({
  id,
  href: memberPagePath(page),
  realAccountOnly: needsRealAccount(page),
});

export function quickLinks({
  isAgent,
  isOn,
}: {
  isAgent: boolean;
  isOn: FeatureCheck;
}): QuickLink[] {
  return [
    memberLink('quickDeposit', 'depositv2'),
    memberLink('quickWithdraw', 'withdraw'),
    // Agents go straight to their centre; everyone else to the agent login page (spec 000 §2 /agent).
    { id: 'agent' as const, href: isAgent ? '/agentHome' : '/agent', realAccountOnly: false },
  ].filter((link) => linkOffered(link.href, isOn));
}
