// Lazy chunk: the agent area (spec 000 §2 /agent, spec 001 §2 Agent centre). The agent login page,
// the agent centre and the content of each of its pages (./agent-pages.tsx) share one chunk, as a
// player never needs any. The app composes the agent page with the auth feature's login form (features do not import
// each other): a login from /agent refuses non-agents and goes on to /agentHome (engine afterLogin).
import { AgentCentrePage, AgentLoginPage } from '../../features/agent';
import { LoginForm } from '../../features/auth/login-form';
import { renderAgentPage } from './agent-pages';

export { AgentLayout } from '../layouts/agent-layout';
const stay = () => undefined;

export function AgentLogin() {
  return <AgentLoginPage loginForm={<LoginForm portal="agent" onLoggedIn={stay} />} />;
}

export function AgentCentre() {
  return <AgentCentrePage renderPage={renderAgentPage} />;
}
