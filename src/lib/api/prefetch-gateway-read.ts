// Starts a gateway read ahead of the component that shows it, under the exact key that component's
// useGatewayQuery uses (./use-gateway-query.ts), so the component finds the answer, or the call in
// flight, instead of asking again. A read that needs a token is not started without one.
import type { QueryClient } from '@tanstack/react-query';
import { getAction, type ActionName, type ActionPayload, type ApiClient } from '../../../engine';
import { gatewayQueryKey } from './query-keys';

export function prefetchGatewayRead<N extends ActionName>(
  queryClient: QueryClient,
  client: ApiClient,
  hasToken: boolean,
  name: N,
  payload: ActionPayload<N>,
): void {
  if (getAction(name).auth && !hasToken) return;
  void queryClient.prefetchQuery({
    queryKey: gatewayQueryKey(name, payload, hasToken ? 'member' : 'visitor'),
    queryFn: ({ signal }) => client.call(name, payload, { signal }),
  });
}
