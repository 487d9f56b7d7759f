// Link management (spec 001 §2 "also named"): the agent's invitation links, each with the accounts
// registered through it. A registration through a link (/register?aff=<code>) puts the account under
// the link's agent, as the link's type says (services/registration.ts). Another agent's link is 403.
import type { ApiAgentLink } from '../../engine';
import type { FamilyRoutes } from '../context/action-context';
import { createLink, deleteLink, linksOf, type AgentLinkRow } from '../members/agent-links';

type LinkRoutes = Pick<FamilyRoutes<'agent'>, 'agentLinks' | 'agentLinkCreate' | 'agentLinkDelete'>;

function linkValue(row: AgentLinkRow): ApiAgentLink {
  return {
    id: row.id,
    name: row.name,
    accountType: row.account_type,
    code: row.code,
    registrations: Number(row.registrations),
    createdAt: row.created_at.toISOString(),
  };
}

export const agentLinkRoutes: LinkRoutes = {
  agentLinks: {
    agentOnly: true,
    handler: async ({ session, db }) => ({
      list: (await linksOf(db, session.memberId)).map(linkValue),
    }),
  },
  agentLinkCreate: {
    agentOnly: true,
    realAccountOnly: true,
    handler: async ({ payload, session, merchant, now, transaction }) => {
      // The schema refused a name of spaces only (defs.schema.json text).
      const name = payload.name.trim();
      return linkValue(
        await transaction((tx) =>
          createLink(tx, {
            merchantCode: merchant.code,
            agentId: session.memberId,
            name,
            accountType: payload.accountType,
            now,
          }),
        ),
      );
    },
  },
  agentLinkDelete: {
    agentOnly: true,
    realAccountOnly: true,
    handler: async ({ payload, session, now, db }) => {
      await deleteLink(db, session.memberId, payload.id, now);
      return { id: payload.id };
    },
  },
};
