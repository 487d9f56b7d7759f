// The header's quick links (spec 000 §2 Shell): increase deposit, increase withdrawal, agent; and
// the deposit button's target. Deposit and withdrawal are member-centre pages and protected
// actions: a visitor is asked to log in and a trial account gets the real-account notice (spec 000
// §2, §6).
import { memberPagePath } from './member-page-path';

export interface QuickLink {
  id: 'quickDeposit' | 'quickWithdraw' | 'agent';
  href: string;
  /** Money moves here: only for a real account (protectedActionGate). */
  realAccountOnly: boolean;
}

export const DEPOSIT_PATH = memberPagePath('depositv2');

export function quickLinks({
  isAgent,
  agentCentreFeature,
}: {
  isAgent: boolean;
  agentCentreFeature: boolean;
}): QuickLink[] {
  const links: QuickLink[] = [
    { id: 'quickDeposit', href: DEPOSIT_PATH, realAccountOnly: true },
    { id: 'quickWithdraw', href: memberPagePath('withdraw'), realAccountOnly: true },
  ];
  // Agents go straight to their centre; everyone else to the agent login page (spec 000 §2 /agent).
  if (agentCentreFeature) {
    links.push({ id: 'agent', href: isAgent ? '/agentHome' : '/agent', realAccountOnly: false });
  }
  return links;
}
