// What an account registered under an agent becomes (spec 001 §6 "Agent"): a player, or an agent
// of the agent's downline type with an invitation code of its own. The agent's register page and
// its invitation links both make downlines this way.
import type { Queryable } from '../db/database';

/** The agent type a downline agent gets: 1 → 2 and 41 → 42; 2 and 42 beget their own type. */
export function downlineAgentType(type: number): number {
  if (type === 1) return 2;
  if (type === 41) return 42;
  return type;
}

/** The member type of a downline registered as `accountType` under an agent of `agentType`. */
export function downlineType(accountType: 'player' | 'agent', agentType: number): number {
  return accountType === 'agent' ? downlineAgentType(agentType) : 0;
}

/** Gives a new downline agent its invitation code (AGT + its id), in the caller's transaction. */
export async function giveInvitationCode(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('UPDATE members SET affiliate_code = $2 WHERE id = $1', [
    memberId,
    `AGT${String(memberId).padStart(4, '0')}`,
  ]);
}
