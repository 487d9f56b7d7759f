// React Query over the gateway client (STYLE.md: a framework-free core, a thin React adapter):
// `useGatewayQuery('winners', { gameCategory: 'ALL', limitNum: 20 })` is typed by the action's
// payload and value. An action that needs a token waits while nobody is logged in instead of
// failing with LOGIN_REQUIRED, and reads that depend on the session are keyed by it
// (./query-keys.ts). Retries follow ./retry-policy.ts (set as the client's default in
// ../query-client.ts).
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import {
  getAction,
  type ActionName,
  type ActionPayload,
  type ActionValue,
  type ApiError,
} from '../../../engine';
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
  return useQuery({
    ...options,
    queryKey,
    queryFn: ({ signal }) => client.call(name, payload, { signal }),
    enabled: (options.enabled ?? true) && (!needsToken || hasToken),
  });
}
