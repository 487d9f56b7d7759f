// The app root: providers around the router. main.tsx hands in what boot prepared.
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { AppProviders, type AppProvidersProps } from './providers';
import { createAppRouter } from './router';

export function App({ skin, i18n }: Pick<AppProvidersProps, 'skin' | 'i18n'>) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <AppProviders skin={skin} i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
