// Lazy chunk: the agent area (spec 000 §2 /agent, spec 001 §2 Agent centre). The agent login page
// and the agent centre share one chunk, as a player never needs either. The app composes the agent
// page with the auth feature's login form (features do not import each other): a login from /agent
// refuses non-agents and goes on to /agentHome (engine afterLogin).
import { AgentCentrePage, AgentLoginPage } from '../../features/agent';
import { LoginForm } from '../../features/auth/login-form';

export { AgentLayout } from '../layouts/agent-layout';

const stay = () => undefined;

export function AgentLogin() {
  return <AgentLoginPage loginForm={<LoginForm portal="agent" onLoggedIn={stay} />} />;
}

export function AgentCentre() {
  return <AgentCentrePage />;
}
