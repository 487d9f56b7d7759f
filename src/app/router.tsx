// The browser router over ./routes.tsx. Created per App so tests can mount the app more than once.
import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
