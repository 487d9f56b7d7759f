// Everything the pages read from context, composed once: the build's skin, i18n, queries, the
// session and the gateway client (with the session's token, so gateway hooks know who is asking).
// Features add their providers here, innermost when they need the skin, i18n, queries or the
// session. This runs before boot decides, so it holds the build's skin (useBuildSkin); the site
// skin every page reads (useSkin) comes from the boot gate inside it (src/app/app.tsx).
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient, ResolvedSkin } from '../../engine';
import { MemberInfoSync } from '../features/session/member-info-sync';
import { SessionProvider, useSession } from '../features/session/session-context';
import type { SessionStore } from '../features/session/session-store';
import { ApiProvider } from '../lib/api';
import { BuildSkinProvider } from '../lib/skin/skin-context';

export interface AppProvidersProps {
  skin: ResolvedSkin;
  i18n: I18n;
  queryClient: QueryClient;
  session: SessionStore;
  client: ApiClient;
  children: ReactNode;
}

function SessionApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const token = useSession((state) => state.token);
  return (
    <ApiProvider client={client} token={token}>
      {children}
    </ApiProvider>
  );
}

export function AppProviders({
  skin,
  i18n,
  queryClient,
  session,
  client,
  children,
}: AppProvidersProps) {
  return (
    <BuildSkinProvider skin={skin}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider store={session}>
            <SessionApiProvider client={client}>
              <MemberInfoSync />
              {children}
            </SessionApiProvider>
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </BuildSkinProvider>
  );
}
