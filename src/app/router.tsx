// The browser router over ./routes.tsx: the declarative router (BrowserRouter + useRoutes), with
// the matched route's handle provided to the shell. Created per App so tests can mount the app more
// than once.
import { useMemo } from 'react';
import { BrowserRouter, matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import { deepestHandle, RouteHandleContext } from './route-handle';
import { appRoutes } from './routes';

export function AppRoutes() {
  const location = useLocation();
  const handle = useMemo(() => deepestHandle(matchRoutes(appRoutes, location)), [location]);
  const element = useRoutes(appRoutes, location);
  return <RouteHandleContext.Provider value={handle}>{element}</RouteHandleContext.Provider>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
