// Reading the logged-in member: the memberInfo answer (null until it arrives or when logged out),
// the roles, and a way to load it again (after a deposit, a password change: spec 000 §4 "reload
// login info").
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { MEMBER_INFO_QUERY_KEY } from './member-info-sync';
import { useSession } from './session-context';
import type { MemberInfo } from './session-store';

export function useMember(): MemberInfo | null {
  return useSession((state) => state.member);
}

export interface Roles {
  isLoggedIn: boolean;
  isAgent: boolean;
  isTrial: boolean;
}

export function useRoles(): Roles {
  const isLoggedIn = useSession((state) => state.token !== null);
  const isAgent = useSession((state) => state.isAgent);
  const isTrial = useSession((state) => state.isTrial);
  return { isLoggedIn, isAgent, isTrial };
}

export function useRefreshMember(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: MEMBER_INFO_QUERY_KEY }),
    [queryClient],
  );
}
