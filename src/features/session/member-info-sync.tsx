// Spec 000 §4: "Login stores the token and loads member info". Mounted once by the app: while a
// token is held, memberInfo is read and copied into the session store (nickname, account, id, type
// → roles). A dead token answers 401 TOKEN_INVALID, which ends the session
// (src/lib/api/gateway-client.ts).
import { useEffect } from 'react';
import { gatewayQueryKey, useGatewayQuery } from '../../lib/api';
import { useSessionStore } from './session-context';

/**
 * Member info changes with play (balance) and messages; a minute keeps it fresh without polling
 * hard.
 */
const MEMBER_INFO_STALE_MS = 60_000;

export const MEMBER_INFO_QUERY_KEY = gatewayQueryKey('memberInfo');

export function MemberInfoSync() {
  const store = useSessionStore();
  const { data } = useGatewayQuery('memberInfo', undefined, { staleTime: MEMBER_INFO_STALE_MS });
  useEffect(() => {
    if (data && store.getState().token) store.getState().setMember(data);
  }, [data, store]);
  return null;
}
