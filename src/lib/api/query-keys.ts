// Query keys of gateway reads: `['gateway', action, payload]`, plus `'member'` or `'visitor'` for
// the actions whose answer depends on who asks (those that need or read the token: `auth`,
// `publicRead`). So a login or a logout moves every such read to a new key and it is fetched again
// for the new session, while the session-free reads (permission, vendors, registration rules) stay.
// Every key starts with the same root, so a language change can refetch all gateway data at once,
// and `gatewayQueryKey(name)` (no payload) matches every read of one action. To write a read's data
// (setQueryData), take its exact key from useGatewayQueryKey(name, payload).
import type { Query } from '@tanstack/react-query';
import { getAction, isActionName, type ActionName, type ActionPayload } from '../../../engine';

export const GATEWAY_QUERY_ROOT = 'gateway';

export type SessionSegment = 'member' | 'visitor';

export type GatewayQueryKey = readonly [
  typeof GATEWAY_QUERY_ROOT,
  ActionName,
  unknown?,
  SessionSegment?,
];

/** Whether the action's answer depends on the session (it needs or reads the token). */
export function dependsOnSession(name: ActionName): boolean {
  const spec = getAction(name);
  return spec.auth || spec.publicRead;
}

/** The key of one read; without a payload, the prefix of every read of the action. */
export function gatewayQueryKey<N extends ActionName>(
  name: N,
  payload?: ActionPayload<N>,
  session?: SessionSegment,
): GatewayQueryKey {
  if (payload === undefined) return [GATEWAY_QUERY_ROOT, name];
  return dependsOnSession(name) && session
    ? [GATEWAY_QUERY_ROOT, name, payload, session]
    : [GATEWAY_QUERY_ROOT, name, payload];
}

/** A cached gateway read that belongs to a session (what a logout must forget). */
export function isSessionQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [root, name] = query.queryKey;
  return (
    root === GATEWAY_QUERY_ROOT &&
    typeof name === 'string' &&
    isActionName(name) &&
    dependsOnSession(name)
  );
}
