// The agent area (spec 000 §2 /agent, spec 001 §2 /agentHome): one lazy chunk with both pages,
// composed in src/app/chunks/agent-area.tsx.
export { AgentLoginPage } from './agent-login-page';
export { AgentCentrePage } from './agent-centre-page';
