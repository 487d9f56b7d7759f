// Contracts between an upline and a direct downline agent (spec 001 §3 Contracts, §4): the offer,
// and what either side does with it afterwards, decided by the engine's rule (contractActions).
// At most one pending offer and one active contract per upline, downline and kind: every change
// of a downline's contracts first takes the downline's member row lock, so offers and accepts for
// one downline are decided one at a time, whichever gateway they reach; unique indexes (migration
// 031) refuse what a race might still slip past.
import { contractActions, periodStart, type ApiContract, type ContractAction } from '../../engine';
import { fail } from '../core/gateway-error';
import { isUniqueViolation, type Queryable } from '../db/database';

type ContractKind = ApiContract['kind'];

export interface ContractRow {
  id: number;
  kind: ContractKind;
  upline_id: number;
  downline_id: number;
  upline: string;
  downline: string;
  rate: string;
  terms: ApiContract['terms'];
  status: ApiContract['status'];
  created_at: Date;
  decided_at: Date | null;
  termination_requested_by: number | null;
  requester: string | null;
}

export const CONTRACT_SELECT = `SELECT c.id, c.kind, c.upline_id, c.downline_id, u.username AS upline, d.username AS downline, c.rate, c.terms, c.status, c.created_at, c.decided_at,
    c.termination_requested_by, r.username AS requester
  FROM contracts c JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id LEFT JOIN members r ON r.id = c.termination_requested_by`;

/** A rate as the store keeps it ("0.50") as the contract reports it ("0.5"). */
export const rateText = (rate: string): string => rate.replace(/\.?0+$/, '');

/** The contract as `memberId` (its upline or its downline) sees it. */
export function contractValue(row: ContractRow, memberId: number): ApiContract {
  return {
    id: row.id,
    kind: row.kind,
    upline: row.upline,
    downline: row.downline,
    rate: rateText(row.rate),
    terms: row.terms,
    status: row.status,
    direction: row.upline_id === memberId ? 'outgoing' : 'incoming',
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    terminationRequestedBy: row.requester,
  };
}

export async function contractById(db: Queryable, id: number): Promise<ContractRow | undefined> {
  const [row] = await db.query<ContractRow>(`${CONTRACT_SELECT} WHERE c.id = $1`, [id]);
  return row;
}

/** Holds the downline's member row until the transaction ends: its contracts change one at a time. */
async function lockDownline(tx: Queryable, downlineId: number): Promise<void> {
  await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [downlineId]);
}

const offerWaiting = (downline: string): never =>
  fail('CONFLICT', { message: `An offer of this kind to ${downline} is waiting for an answer.` });

/** Records an offer, unless one of its kind to the same downline is waiting for an answer. */
export async function recordOffer(
  tx: Queryable,
  offer: {
    merchantCode: string;
    uplineId: number;
    downline: { id: number; username: string };
    kind: ContractKind;
    rate: string;
    terms: ApiContract['terms'];
    now: Date;
  },
): Promise<number> {
  const { downline } = offer;
  await lockDownline(tx, downline.id);
  const [open] = await tx.query(
    "SELECT 1 FROM contracts WHERE upline_id = $1 AND downline_id = $2 AND kind = $3 AND status = 'offered'",
    [offer.uplineId, downline.id, offer.kind],
  );
  if (open) offerWaiting(downline.username);
  try {
    const [{ id }] = await tx.query<{ id: number }>(
      "INSERT INTO contracts (merchant_code, upline_id, downline_id, kind, rate, terms, status, created_at) VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'offered', $7) RETURNING id",
      [
        offer.merchantCode,
        offer.uplineId,
        downline.id,
        offer.kind,
        offer.rate,
        JSON.stringify(offer.terms),
        offer.now,
      ],
    );
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) offerWaiting(downline.username);
    throw error;
  }
}

/**
 * The contracts accepting an offer of `kind` at `rate` ends (spec 001 §4): the member's active
 * contracts of that kind to its downline at a higher rate.
 */
export function endingContracts(
  db: Queryable,
  memberId: number,
  kind: ContractKind,
  rate: string,
): Promise<ContractRow[]> {
  return db.query<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.upline_id = $1 AND c.kind = $2 AND c.status = 'active' AND c.rate > $3 ORDER BY c.id`,
    [memberId, kind, rate],
  );
}

/** What each answer of contractRespond may mean, in the engine's words. */
const DECISION_ACTIONS: Readonly<Record<'accept' | 'reject' | 'terminate', ContractAction[]>> = {
  accept: ['acceptOffer', 'acceptTermination'],
  reject: ['rejectOffer', 'rejectTermination'],
  terminate: ['terminate'],
};

export function notYourContract(contractId: number): never {
  return fail('OUTSIDE_CHAIN', {
    texts: {
      en: `Contract ${contractId} is not one of yours: only its upline and downline may see or answer it.`,
      pt: `O contrato ${contractId} não é seu: só a linha superior e a inferior dele podem vê-lo ou respondê-lo.`,
    },
  });
}

/** Why a decision the engine's rule does not offer this member is refused. */
function notOffered(row: ContractRow, decision: keyof typeof DECISION_ACTIONS): never {
  if (decision !== 'terminate') {
    fail('CONFLICT', {
      message: `Contract ${row.id} is ${row.status}: only an offer made to you can be accepted or rejected.`,
    });
  }
  return fail('CONFLICT', {
    message:
      row.status === 'active'
        ? `Contract ${row.id} has a request to end it waiting: its upline accepts or rejects it.`
        : `Contract ${row.id} is ${row.status}: only an active contract can be terminated.`,
  });
}

/**
 * The contract `contractId` locked for `memberId`'s answer (after its downline's row), and the
 * engine's action the decision stands for; 403 when the contract is not the member's, 409 when
 * the rule does not offer it that decision now.
 */
export async function contractToAnswer(
  tx: Queryable,
  request: { contractId: number; memberId: number; decision: keyof typeof DECISION_ACTIONS },
): Promise<{ row: ContractRow; action: ContractAction }> {
  const found = await contractById(tx, request.contractId);
  if (!found || (found.upline_id !== request.memberId && found.downline_id !== request.memberId)) {
    notYourContract(request.contractId);
  }
  await lockDownline(tx, found.downline_id);
  await tx.query('SELECT 1 FROM contracts WHERE id = $1 FOR UPDATE', [found.id]);
  const row = (await contractById(tx, found.id))!;
  const offered = contractActions(contractValue(row, request.memberId));
  const action = DECISION_ACTIONS[request.decision].find((known) => offered.includes(known));
  if (!action) notOffered(row, request.decision);
  return { row, action };
}

/**
 * Carries out the action on the locked contract; answers the downline contracts an accepted offer
 * ended (spec 001 §4: a lower rate ends the higher ones the accepting agent gave).
 */
export async function carryOut(
  tx: Queryable,
  answer: { row: ContractRow; action: ContractAction; memberId: number; now: Date },
): Promise<ContractRow[]> {
  const { row, action, memberId, now } = answer;
  const end = (ids: number[]) =>
    tx.query(
      "UPDATE contracts SET status = 'terminated', decided_at = $2 WHERE id = ANY($1::integer[])",
      [ids, now],
    );
  switch (action) {
    case 'acceptOffer': {
      // The new contract replaces the downline's active one of the kind.
      const [replaced] = await tx.query<{ ids: number[] }>(
        "SELECT coalesce(array_agg(id), '{}') AS ids FROM contracts WHERE downline_id = $1 AND kind = $2 AND status = 'active'",
        [row.downline_id, row.kind],
      );
      await end(replaced!.ids);
      const ending = await endingContracts(tx, memberId, row.kind, row.rate);
      await end(ending.map((contract) => contract.id));
      // It settles from the start of the period it was accepted in (members/contract-settlement.ts).
      await tx.query(
        "UPDATE contracts SET status = 'active', decided_at = $2, settled_until = $3 WHERE id = $1",
        [row.id, now, new Date(periodStart(row.kind, now.getTime()))],
      );
      return ending;
    }
    case 'rejectOffer':
      await tx.query("UPDATE contracts SET status = 'rejected', decided_at = $2 WHERE id = $1", [
        row.id,
        now,
      ]);
      return [];
    case 'terminate':
      // The upline ends it at once; the downline asks, and the upline decides.
      if (row.upline_id === memberId) {
        await end([row.id]);
      } else {
        await tx.query('UPDATE contracts SET termination_requested_by = $2 WHERE id = $1', [
          row.id,
          memberId,
        ]);
      }
      return [];
    case 'acceptTermination':
      await end([row.id]);
      return [];
    case 'rejectTermination':
      await tx.query('UPDATE contracts SET termination_requested_by = NULL WHERE id = $1', [
        row.id,
      ]);
      return [];
  }
}
