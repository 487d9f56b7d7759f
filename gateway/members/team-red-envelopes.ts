// The red envelopes an agent's team opened (spec 001 §2 "Also named: red envelope"): the reward
// centre's red envelope (members/reward-items.ts, one a GMT day with a paid deposit) of everyone
// below the agent, from the reward_claims rows that paid them. The spec names the screen and not
// what it holds; an agent reads here what its downline earned by depositing, beside the credit
// report of its own money.
import { toMoney } from '../../engine';
import type { Queryable } from '../db/database';
import { teamOf } from './agent-chain';

export interface TeamRedEnvelopeRow {
  id: number;
  username: string;
  amount: string;
  created_at: Date;
}

export interface TeamRedEnvelopeQuery {
  agentId: number;
  /** One member of the team (already checked to be in it), or null for the whole team. */
  memberId: number | null;
  from: Date;
  until: Date;
  pageNo: number;
  pageSize: number;
}

/** One page of the team's red envelopes, newest first, with the period's count and sum. */
export async function teamRedEnvelopes(
  db: Queryable,
  query: TeamRedEnvelopeQuery,
): Promise<{ rows: TeamRedEnvelopeRow[]; total: number; amount: string }> {
  const where = `FROM reward_claims r JOIN team t ON t.id = r.member_id
    WHERE r.reward = 'redEnvelope' AND r.created_at >= $2 AND r.created_at < $3
      AND ($4::integer IS NULL OR r.member_id = $4)`;
  const params = [query.agentId, query.from, query.until, query.memberId];
  const rows = await db.query<TeamRedEnvelopeRow>(
    `WITH RECURSIVE ${teamOf('$1')}
     SELECT r.id, m.username, r.amount, r.created_at ${where.replace('WHERE', 'JOIN members m ON m.id = r.member_id WHERE')}
     ORDER BY r.created_at DESC, r.id DESC LIMIT $5 OFFSET $6`,
    [...params, query.pageSize, (query.pageNo - 1) * query.pageSize],
  );
  const [sums] = await db.query<{ total: number; amount: string | null }>(
    `WITH RECURSIVE ${teamOf('$1')} SELECT count(*)::integer AS total, SUM(r.amount) AS amount ${where}`,
    params,
  );
  return { rows, total: sums.total, amount: toMoney(sums.amount) };
}
