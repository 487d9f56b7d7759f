// An agent's chain (spec 001 §6 "Agent"; the agent-centre issue's authorization): the members below
// it, at any depth. Every agent action that names an account or a contract checks it here first and
// answers 403 OUTSIDE_CHAIN for anything else — another agent's downline, an account of another
// merchant, or a name that does not exist (so the answer never tells which).
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';

/** SQL: `team(id)`, everyone below the member `$n` at any depth. */
export const teamOf = (param: string): string =>
  `team(id) AS (SELECT id FROM members WHERE upline_id = ${param}
     UNION ALL SELECT m.id FROM members m JOIN team t ON m.upline_id = t.id)`;

/** SQL: `crew(id)`, the member `$n` itself and everyone below it. */
export const crewOf = (param: string): string =>
  `crew(id) AS (SELECT ${param}::integer
     UNION ALL SELECT m.id FROM members m JOIN crew c ON m.upline_id = c.id)`;

export interface ChainMember {
  id: number;
  username: string;
  uplineId: number;
  type: number;
}

export function outsideChain(username: string): never {
  return fail('OUTSIDE_CHAIN', {
    texts: {
      en: `${username} is not in your team: an agent sees and acts on its own chain only.`,
      pt: `${username} não está na sua equipe: um agente vê e age apenas na sua própria rede.`,
    },
    value: { account: username },
  });
}

/** A member of the agent's chain (any depth) by name, or 403. */
export async function chainMember(
  db: Queryable,
  agentId: number,
  username: string,
): Promise<ChainMember> {
  const [member] = await db.query<{
    id: number;
    username: string;
    upline_id: number;
    type: number;
  }>(
    `WITH RECURSIVE ${teamOf('$1')}
     SELECT m.id, m.username, m.upline_id, m.type FROM members m JOIN team t ON t.id = m.id
     WHERE lower(m.username) = lower($2)`,
    [agentId, username.trim()],
  );
  if (!member) outsideChain(username.trim());
  return {
    id: member.id,
    username: member.username,
    uplineId: member.upline_id,
    type: member.type,
  };
}

/** A member directly below the agent by name, or 403 (deeper members are not its to act on). */
export async function directDownline(
  db: Queryable,
  agentId: number,
  username: string,
): Promise<ChainMember> {
  const member = await chainMember(db, agentId, username);
  if (member.uplineId !== agentId) {
    fail('OUTSIDE_CHAIN', {
      texts: {
        en: `${member.username} is not in your direct downline: transfers and contracts go to direct downlines only.`,
        pt: `${member.username} não é da sua linha direta: transferências e contratos vão só para a linha direta.`,
      },
      value: { account: member.username },
    });
  }
  return member;
}

/** The names from the agent down to the member (the drill-down's breadcrumbs). */
export async function pathTo(db: Queryable, agentId: number, memberId: number): Promise<string[]> {
  const rows = await db.query<{ username: string; depth: number }>(
    `WITH RECURSIVE up(id, username, upline_id, depth) AS (
       SELECT id, username, upline_id, 0 FROM members WHERE id = $2
       UNION ALL SELECT m.id, m.username, m.upline_id, up.depth + 1 FROM members m JOIN up ON m.id = up.upline_id WHERE up.id <> $1)
     SELECT username, depth FROM up ORDER BY depth DESC`,
    [agentId, memberId],
  );
  return rows.map((row) => row.username);
}
