// The agent family (spec 001 §2 Agent centre, §3 Contracts, §4, §7 "Agent and contracts"): its
// contracts, its team, its reports and its invitation links. Every agent action stays inside the agent's own chain
// (members/agent-chain.ts): anything outside it answers 403.
import type { FamilyRoutes } from '../context/action-context';
import { agentContractRoutes } from './agent-contracts';
import { agentLinkRoutes } from './agent-links';
import { agentRedEnvelopeRoutes } from './agent-red-envelopes';
import { agentReportRoutes } from './agent-reports';
import { agentTeamRoutes } from './agent-team';

export const agentRoutes: FamilyRoutes<'agent'> = {
  ...agentContractRoutes,
  ...agentTeamRoutes,
  ...agentReportRoutes,
  ...agentLinkRoutes,
  ...agentRedEnvelopeRoutes,
};
