// Everything the pages read from context, composed once. Features add their providers here (a session
// store, the theme-mode switch), innermost when they need the skin, i18n or queries.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ResolvedSkin } from '../../engine';
import { SkinProvider } from '../lib/skin/skin-context';
import { GlobalStyle } from './global-style';

export interface AppProvidersProps {
  skin: ResolvedSkin;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ skin, i18n, queryClient, children }: AppProvidersProps) {
  return (
    <SkinProvider skin={skin}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <GlobalStyle />
          {children}
        </QueryClientProvider>
      </I18nextProvider>
    </SkinProvider>
  );
}
