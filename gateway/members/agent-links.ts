// The agent's invitation links (spec 001 §2 "also named: link management"): each has a code of its
// own for the registration link and says whether an account registered through it becomes a player
// or a downline agent. Codes are `L` and 8 hex digits from the CSPRNG, so they never look like an
// agent's own code (AGT…) and cannot be guessed from another link's.
import { randomBytes } from 'node:crypto';
import type { AccountType } from '../../engine';
import { fail } from '../core/gateway-error';
import type { Queryable } from '../db/database';

export interface AgentLinkRow {
  id: number;
  name: string;
  account_type: AccountType;
  code: string;
  registrations: number;
  created_at: Date;
}

/** An agent keeps at most this many live links (gateway/README.md "Agent centre"). */
export const MAX_LIVE_LINKS = 50;

/** SQL: the agent's links as `AgentLinkRow`s, with the accounts registered through each. */
const LINK_COLUMNS = `l.id, l.name, l.account_type, l.code, l.created_at,
  (SELECT count(*) FROM members m WHERE m.link_id = l.id) AS registrations`;

/** A live link by its code, with its agent, or null (none, deleted, or of another merchant). */
export async function liveLink(
  db: Queryable,
  merchantCode: string,
  code: string,
): Promise<{
  id: number;
  accountType: AccountType;
  agentId: number;
  agentNickname: string;
  agentType: number;
} | null> {
  const [row] = await db.query<{
    id: number;
    account_type: AccountType;
    member_id: number;
    nickname: string;
    type: number;
  }>(
    `SELECT l.id, l.account_type, l.member_id, m.nickname, m.type FROM agent_links l JOIN members m ON m.id = l.member_id
     WHERE l.merchant_code = $1 AND upper(l.code) = upper($2) AND l.deleted_at IS NULL`,
    [merchantCode, code.trim()],
  );
  if (!row) return null;
  return {
    id: row.id,
    accountType: row.account_type,
    agentId: row.member_id,
    agentNickname: row.nickname,
    agentType: row.type,
  };
}

export async function linksOf(db: Queryable, agentId: number): Promise<AgentLinkRow[]> {
  return db.query<AgentLinkRow>(
    `SELECT ${LINK_COLUMNS} FROM agent_links l WHERE l.member_id = $1 AND l.deleted_at IS NULL ORDER BY l.id DESC`,
    [agentId],
  );
}

export async function createLink(
  tx: Queryable,
  link: {
    merchantCode: string;
    agentId: number;
    name: string;
    accountType: AccountType;
    now: Date;
  },
): Promise<AgentLinkRow> {
  // The agent's row lock makes the count and the insert one step: parallel creates cannot pass
  // the limit together.
  await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [link.agentId]);
  const [{ live }] = await tx.query<{ live: number }>(
    'SELECT count(*) AS live FROM agent_links WHERE member_id = $1 AND deleted_at IS NULL',
    [link.agentId],
  );
  if (Number(live) >= MAX_LIVE_LINKS) {
    fail('CONFLICT', {
      texts: {
        en: `links: an agent keeps at most ${MAX_LIVE_LINKS} links (it has ${live}); delete one first.`,
        pt: `links: um agente mantém no máximo ${MAX_LIVE_LINKS} links (tem ${live}); exclua um antes.`,
      },
    });
  }
  // 32 random bits: a clash with another live code is left to the unique key (an error, not a
  // second agent's link).
  const code = `L${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await tx.query<AgentLinkRow>(
    `WITH l AS (INSERT INTO agent_links (merchant_code, member_id, code, name, account_type, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *)
     SELECT ${LINK_COLUMNS} FROM l`,
    [link.merchantCode, link.agentId, code, link.name, link.accountType, link.now],
  );
  return row;
}

/** Deletes the agent's own live link; another agent's, or one that is gone, answers 403. */
export async function deleteLink(
  db: Queryable,
  agentId: number,
  linkId: number,
  now: Date,
): Promise<void> {
  const deleted = await db.query(
    'UPDATE agent_links SET deleted_at = $3 WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL RETURNING id',
    [linkId, agentId, now],
  );
  if (deleted.length === 0) {
    fail('OUTSIDE_CHAIN', {
      texts: {
        en: `link ${linkId} is not one of your links: an agent manages its own links only.`,
        pt: `o link ${linkId} não é um dos seus links: um agente gerencia apenas os próprios links.`,
      },
      value: { id: linkId },
    });
  }
}
