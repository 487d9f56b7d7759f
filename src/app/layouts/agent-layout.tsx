// The agent area has no side menu, header or footer (spec 000 §2, /agent).
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteLoading } from './route-loading';

export function AgentLayout() {
  return (
    <main>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
