// The logged-in player's balance (spec 000 §2 Header: shown with 2 decimals, refreshable). One read
// of the `balance` action shared by the header and anyone else; the socket's balance events write
// into the same cache entry (./use-member-socket.ts).
import { gatewayQueryKey, useGatewayQuery } from '../../lib/api';

/** The cache entry of a member's balance read (session-keyed: balance needs the token). */
export const BALANCE_QUERY_KEY = gatewayQueryKey('balance', {}, 'member');

export function useBalance() {
  return useGatewayQuery('balance', {}, { staleTime: 30_000 });
}
