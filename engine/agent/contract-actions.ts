// What the agent looking at a contract may do with it (spec 001 §3 Contracts, §4 contract
// requests): the downline accepts or rejects an offer; either side ends an active contract (the
// upline at once, the downline by asking); the upline accepts or rejects the downline's request to
// end it. The gateway enforces the same; the contract dialog shows these as its buttons.
import type { ApiContract } from '../generated/action-types';

export type ContractAction =
  'acceptOffer' | 'rejectOffer' | 'terminate' | 'acceptTermination' | 'rejectTermination';

export function contractActions(
  contract: Pick<ApiContract, 'status' | 'direction' | 'terminationRequestedBy'>,
): ContractAction[] {
  const incoming = contract.direction === 'incoming';
  if (contract.status === 'offered') return incoming ? ['acceptOffer', 'rejectOffer'] : [];
  if (contract.status !== 'active') return [];
  if (!contract.terminationRequestedBy) return ['terminate'];
  return incoming ? [] : ['acceptTermination', 'rejectTermination'];
}
