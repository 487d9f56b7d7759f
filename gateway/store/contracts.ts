// The agent's contracts as the contract pages read them (spec 001 §3 Contracts): what the agent
// may offer, what it holds and is asked, its requests. members/contracts.ts offers, answers and
// ends them.
import type { ContractKind } from '../../engine';
import type { Queryable } from '../db/database';
import { CONTRACT_SELECT, type ContractRow } from '../members/contracts';

/** The agent's switches for offering contracts, and its own active rate of `kind` (null: none). */
export async function offerRights(
  db: Queryable,
  agentId: number,
  kind: ContractKind,
): Promise<{ enable_contract: boolean; enable_salary: boolean; rate: string | null }> {
  const [row] = await db.query<{
    enable_contract: boolean;
    enable_salary: boolean;
    rate: string | null;
  }>(
    `SELECT m.enable_contract, m.enable_salary,
            (SELECT c.rate::text FROM contracts c WHERE c.downline_id = m.id AND c.kind = $2 AND c.status = 'active' ORDER BY c.id DESC LIMIT 1) AS rate
     FROM members m WHERE m.id = $1`,
    [agentId, kind],
  );
  return row;
}

/** The agent's open contracts (offered or active), either side, and who is asked to answer. */
export function openContracts(
  db: Queryable,
  memberId: number,
): Promise<Array<{ kind: ContractKind; status: string; incoming: boolean; asked: boolean }>> {
  return db.query<{ kind: ContractKind; status: string; incoming: boolean; asked: boolean }>(
    "SELECT kind, status, downline_id = $1 AS incoming, termination_requested_by IS NOT NULL AND termination_requested_by <> $1 AS asked FROM contracts WHERE (downline_id = $1 OR upline_id = $1) AND status IN ('offered', 'active')",
    [memberId],
  );
}

/** Whether the member may offer dividend contracts and salary contracts. */
export async function contractSwitches(
  db: Queryable,
  memberId: number,
): Promise<{ enable_contract: boolean; enable_salary: boolean } | undefined> {
  const [member] = await db.query<{ enable_contract: boolean; enable_salary: boolean }>(
    'SELECT enable_contract, enable_salary FROM members WHERE id = $1',
    [memberId],
  );
  return member;
}

/** The member's contracts, either side, of a status (all when null), newest first. */
export function contractRequests(
  db: Queryable,
  memberId: number,
  status: string | null,
): Promise<ContractRow[]> {
  return db.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE (c.upline_id = $1 OR c.downline_id = $1) AND ($2::text IS NULL OR c.status = $2) ORDER BY c.created_at DESC, c.id DESC`,
    [memberId, status],
  );
}
