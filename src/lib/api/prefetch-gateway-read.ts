// Starts a gateway read ahead of the component that shows it, under the exact key that component's
// useGatewayQuery uses (./use-gateway-query.ts), so the component finds the answer, or the call in
// flight, instead of asking again. A read that needs a token is not started without one. The
// promise settles once the answer is in the cache (or the call failed: the component then shows
// the error), for whoever wants to draw the page with its answer in one go.
import type { QueryClient } from '@tanstack/react-query';
import { getAction, type ActionName, type ActionPayload, type ApiClient } from '../../../engine';
import { gatewayQueryKey } from './query-keys';

export function prefetchGatewayRead<N extends ActionName>(
  queryClient: QueryClient,
  client: ApiClient,
  hasToken: boolean,
  name: N,
  payload: ActionPayload<N>,
): Promise<void> {
  if (getAction(name).auth && !hasToken) return Promise.resolve();
  return queryClient.prefetchQuery({
    queryKey: gatewayQueryKey(name, payload, hasToken ? 'member' : 'visitor'),
    queryFn: ({ signal }) => client.call(name, payload, { signal }),
  });
}
