// React Query over the gateway client (STYLE.md: a framework-free core, a thin React adapter):
// `useGatewayQuery('winners', { gameCategory: 'ALL', limitNum: 20 })` is typed by the action's
// payload and value. An action that needs a token waits while nobody is logged in instead of
// failing with LOGIN_REQUIRED, and reads that depend on the session are keyed by it
// (./query-keys.ts). Retries follow ./retry-policy.ts (set as the client's default in
// ../query-client.ts). While a component draws the build's first view (the build's renderer, the
// runtime until boot has decided), its reads are as the renderer saw them: nothing answered yet,
// whatever the page's cache holds by then (../browser/use-first-view.ts).
import {
  QueryClient,
  QueryObserver,
  useQuery,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import {
  getAction,
  type ActionName,
  type ActionPayload,
  type ActionValue,
  type ApiError,
} from '../../../engine';
import { useFirstView } from '../browser/use-first-view';
import { useGatewayClient, useHasToken } from './api-provider';
import { gatewayQueryKey, type GatewayQueryKey } from './query-keys';

export type GatewayQueryOptions<N extends ActionName, TData = ActionValue<N>> = Omit<
  UseQueryOptions<ActionValue<N>, ApiError, TData, GatewayQueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * The exact key useGatewayQuery uses for this read now (for setQueryData, e.g. an optimistic
 * favourite).
 */
export function useGatewayQueryKey<N extends ActionName>(
  name: N,
  payload?: ActionPayload<N>,
): GatewayQueryKey {
  return gatewayQueryKey(
    name,
    payload ?? ({} as ActionPayload<N>),
    useHasToken() ? 'member' : 'visitor',
  );
}

export function useGatewayQuery<N extends ActionName, TData = ActionValue<N>>(
  name: N,
  payload?: ActionPayload<N>,
  options: GatewayQueryOptions<N, TData> = {},
): UseQueryResult<TData, ApiError> {
  const client = useGatewayClient();
  const hasToken = useHasToken();
  const queryKey = useGatewayQueryKey(name, payload);
  const needsToken = getAction(name).auth;
  const query = {
    ...options,
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => client.call(name, payload, { signal }),
    enabled: (options.enabled ?? true) && (!needsToken || hasToken),
  };
  const result = useQuery(query);
  return useFirstView() ? unansweredResult(query) : result;
}

/** A cache with no answer in it, as the build's renderer had. */
const unanswered = new QueryClient();

/** What a read gives before anything has answered it: the first view's. */
function unansweredResult<TQueryFnData, TData>(
  query: UseQueryOptions<TQueryFnData, ApiError, TData, GatewayQueryKey>,
): UseQueryResult<TData, ApiError> {
  const options = unanswered.defaultQueryOptions(query);
  return new QueryObserver(unanswered, options).getOptimisticResult(options);
}
