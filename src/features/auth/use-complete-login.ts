// Carrying out the engine's after-login plan (engine/auth/after-login.ts, spec 000 §4) for every
// way in: password, SMS code, social, free play, registration, password by phone, and after a
// forced password change. The caller closes its modal when the outcome is `loggedIn`; a forced
// change has already replaced it with the change-password modal, and a refusal leaves the form as
// it was.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  afterLogin,
  agentPolicyOn,
  createApiClient,
  type AfterLoginPlan,
  type ApiLoginValue,
  type FeatureId,
  type LoginMethodUsed,
  type LoginPortal,
} from '../../../engine';
import { gatewayQueryKey, useGatewayClient } from '../../lib/api';
import { useSkin } from '../../lib/skin/skin-context';
import { useModal } from '../modals/use-modal';
import { MEMBER_INFO_QUERY_KEY } from '../session/member-info-sync';
import { useSessionStore } from '../session/session-context';
import {
  flagAfterLoginAnnouncements,
  loadConsolidated,
  loadFavourites,
  loadMerchantWallet,
} from './after-login-effects';

export interface LoginContext {
  method: LoginMethodUsed;
  portal: LoginPortal;
  /** What the player typed to log in (account name or mobile number). */
  username?: string;
  /** The password typed, so a forced change need not ask for it again (spec 000 §5). */
  typedPassword?: string;
}

export type LoginSession = Pick<
  ApiLoginValue,
  'token' | 'firstTimeLogin' | 'passwordExpired' | 'type' | 'account' | 'nickname'
> &
  Partial<Pick<ApiLoginValue, 'isAgent' | 'isTrial' | 'member'>>;

export function useCompleteLogin(): (
  session: LoginSession,
  context: LoginContext,
) => Promise<AfterLoginPlan> {
  const skin = useSkin();
  const store = useSessionStore();
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { open } = useModal();

  return useCallback(
    async (session, context) => {
      const isOn = (id: FeatureId) => skin.features[id].on;
      const plan = afterLogin({
        session,
        method: context.method,
        portal: context.portal,
        forcedPasswordChange: isOn('forcedPasswordChange'),
        agentPolicy: agentPolicyOn(isOn),
        typedPassword: context.typedPassword,
      });
      if (plan.outcome === 'refused') {
        // A gateway that let a player in from /agent: the session is given back, never kept.
        const refused = createApiClient({
          baseUrl: skin.api.baseUrl,
          paths: skin.api.paths,
          timeoutMs: skin.api.timeoutMs,
          merchantCode: skin.merchantCode,
          getToken: () => plan.token,
          getLanguage: () => 'pt',
        });
        void refused.call('logout').catch(() => undefined);
        return plan;
      }
      const member = session.member;
      store.getState().signIn(plan.token, {
        account: session.account,
        nickname: session.nickname,
        username: context.username ?? session.account,
        type: session.type,
        id: member?.id,
      });
      if (member) queryClient.setQueryData(gatewayQueryKey('memberInfo', {}, 'member'), member);
      if (plan.firstLoginAction) void client.call('firstLogin').catch(() => undefined);
      if (plan.outcome === 'forcePasswordChange') {
        open('changePassword', {
          forced: true,
          reason: plan.reason,
          portal: context.portal,
          oldPassword: context.typedPassword,
          firstLogin: session.firstTimeLogin,
        });
        return plan;
      }
      void queryClient.invalidateQueries({ queryKey: MEMBER_INFO_QUERY_KEY });
      flagAfterLoginAnnouncements(queryClient, session.firstTimeLogin);
      if (plan.loadFavourites) loadFavourites(queryClient, client);
      if (plan.loadConsolidated) void loadConsolidated(queryClient, client);
      void loadMerchantWallet(queryClient, client);
      if (plan.redirectTo) void navigate(plan.redirectTo);
      return plan;
    },
    [client, navigate, open, queryClient, skin, store],
  );
}
