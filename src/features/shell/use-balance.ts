// The logged-in player's balance (spec 000 §2 Header: shown with 2 decimals, refreshable). One read
// of the `balance` action shared by the header and anyone else; the socket's balance events write
// into the same cache entry (./use-member-socket.ts), and so does a claim that credits the main
// wallet (../session/credit-moment.ts).
import { useGatewayQuery } from '../../lib/api';

export function useBalance() {
  return useGatewayQuery('balance', {}, { staleTime: 30_000 });
}
