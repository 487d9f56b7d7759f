// Lazy chunk: the agent area (spec 000 §2 /agent, spec 001 §2 Agent centre). The agent login page,
// the agent centre and the content of each of its pages (which the app's page table,
// ../page-components.tsx, names as parts of this chunk) share one chunk, as a player never needs
// any. The app composes the agent page with the auth feature's login form (features do not import
// each other): a login from /agent refuses non-agents and goes on to /agentHome (engine afterLogin).
import type { ComponentProps } from 'react';
import { AgentCentrePage, AgentLoginPage } from '../../features/agent';
import { LoginForm } from '../../features/auth/login-form';

export { AgentLayout } from '../layouts/agent-layout';
export { AnnouncementPage } from '../../features/agent/pages/announcement-page';
export { CreditReportPage } from '../../features/agent/pages/credit-report-page';
export { GuidePage } from '../../features/agent/pages/guide-page';
export { LinksPage } from '../../features/agent/pages/links-page';
export { OverviewPage } from '../../features/agent/pages/overview-page';
export { RegisterPage } from '../../features/agent/pages/register-page';
export {
  AccountDetailsPage,
  IncomePage,
  RedEnvelopePage,
  TeamBettingPage,
  UserLossPage,
} from '../../features/agent/pages/reports';
export { SettlementsPage } from '../../features/agent/pages/settlements-page';
export { TeamPage } from '../../features/agent/pages/team-page';

const stay = () => undefined;

export function AgentLogin() {
  return <AgentLoginPage loginForm={<LoginForm portal="agent" onLoggedIn={stay} />} />;
}

export function AgentCentre(props: ComponentProps<typeof AgentCentrePage>) {
  return <AgentCentrePage {...props} />;
}
