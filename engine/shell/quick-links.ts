// The header's quick links (spec 000 §2 Shell): increase deposit, increase withdrawal, agent; and the
// deposit button's target. Deposit and withdrawal are member-centre pages; a visitor who follows
// them meets the route guard, which sends them to /login first (spec 000 §2).
import { memberPagePath } from './member-page-path';

export interface QuickLink {
  id: 'quickDeposit' | 'quickWithdraw' | 'agent';
  href: string;
}

export const DEPOSIT_PATH = memberPagePath('depositv2');

export function quickLinks({ isAgent, agentCentreFeature }: { isAgent: boolean; agentCentreFeature: boolean }): QuickLink[] {
  const links: QuickLink[] = [
    { id: 'quickDeposit', href: DEPOSIT_PATH },
    { id: 'quickWithdraw', href: memberPagePath('withdraw') },
  ];
  // Agents go straight to their centre; everyone else to the agent login page (spec 000 §2 /agent).
  if (agentCentreFeature) links.push({ id: 'agent', href: isAgent ? '/agentHome' : '/agent' });
  return links;
}
