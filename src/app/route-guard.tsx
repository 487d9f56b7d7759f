// The route guard (spec 000 §2): a route marked `requiresLogin`, visited without a session token,
// goes to /login (the page the player wanted rides along as `state.from`); a `requiresAgent` route
// sends anyone but an agent to /agent (spec 001 §2 Agent centre). A token that came without its
// member type (the URL token) waits for memberInfo before the agent check, and takes the type from
// memberInfo's answer itself: the session store copies it in an effect (MemberInfoSync), one render
// after the answer arrives, and a guard that waited for the copy would send an agent away. A route whose feature is
// off says so (NotOfferedPage) before any of this: there is nothing to log in for; a page whose row
// says `whenOff: 'home'` (engine/site/pages.ts: the points mall, the agent centre) goes home instead
// (spec 001 §2: their addresses lead home when they are off).
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isAgent as isAgentType } from '../../engine';
import { RouteLoader } from '../components/spinner';
import { useSession } from '../features/session/session-context';
import { useGatewayQuery } from '../lib/api';
import { useTranslation } from '../lib/i18n/use-translation';
import { useSkin } from '../lib/skin/skin-context';
import { NotOfferedPage } from './pages/not-offered-page';
import { useRouteHandle } from './route-handle';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const location = useLocation();
  const { features } = useSkin();
  const token = useSession((state) => state.token);
  const isAgent = useSession((state) => state.isAgent);
  const roleUnknown = useSession((state) => state.token !== null && state.memberType === null);
  const memberInfo = useGatewayQuery('memberInfo', undefined, {
    enabled: Boolean(handle?.requiresAgent) && roleUnknown,
  });

  if (handle?.feature && !features[handle.feature].on) {
    return handle.whenOff === 'home' ? <Navigate to="/" replace /> : <NotOfferedPage />;
  }
  if (handle?.requiresLogin && !token) {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  const agent =
    isAgent || (roleUnknown && memberInfo.data !== undefined && isAgentType(memberInfo.data.type));
  if (handle?.requiresAgent && !agent) {
    if (roleUnknown && memberInfo.isPending) return <RouteLoader label={t('common.loading')} />;
    return <Navigate to="/agent" replace />;
  }
  return children;
}
