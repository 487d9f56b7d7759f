// The agent area has no side menu, header or footer (spec 000 §2, /agent).
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useMainViewKey } from '../navigation-effects';
import { RouteLoading } from './route-loading';

export function AgentLayout() {
  const viewKey = useMainViewKey();
  return (
    <main id="main">
      <Suspense key={viewKey} fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
