// Gateway writes through React Query: `const login = useGatewayMutation('login')`, then
// `login.mutate(payload)`; `login.isPending` disables the button. Never retried (spec 000
// §8: the player decides whether to try again), and a money move keeps one Idempotency-Key per call
// (engine/api makes it).
import {
  useMutation,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { ActionName, ActionPayload, ActionValue, ApiError } from '../../../engine';
import { useGatewayClient } from './api-provider';

export type GatewayMutationOptions<N extends ActionName, TContext = unknown> = Omit<
  UseMutationOptions<ActionValue<N>, ApiError, ActionPayload<N>, TContext>,
  'mutationFn' | 'retry'
>;

export function useGatewayMutation<N extends ActionName, TContext = unknown>(
  name: N,
  options: GatewayMutationOptions<N, TContext> = {},
): UseMutationResult<ActionValue<N>, ApiError, ActionPayload<N>, TContext> {
  const client = useGatewayClient();
  return useMutation({
    ...options,
    mutationFn: (payload) => client.call(name, payload),
    retry: false,
  });
}
