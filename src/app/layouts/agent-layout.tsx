// The agent area has no side menu, header or footer (spec 000 §2, /agent). A logged-in agent hears
// the socket here too (spec 000 §2 "A socket event listener runs when logged in"), and the
// contract dialog opens by itself when a request waits for its answer.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ContractCue } from '../../features/shell/contract-cue';
import { useMemberSocket } from '../../features/shell/use-member-socket';
import { useMainViewKey } from '../navigation-effects';
import { RouteLoading } from './route-loading';

export function AgentLayout() {
  const viewKey = useMainViewKey();
  useMemberSocket();
  return (
    <main id="main">
      <Suspense key={viewKey} fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
      <ContractCue />
    </main>
  );
}
