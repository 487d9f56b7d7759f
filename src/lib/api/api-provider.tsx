// The gateway client and the session token for every component below <ApiProvider>. The app makes
// both (src/app/app.tsx) and passes the token from the session store, so the query hooks here know
// whether an action that needs a token can run without importing the session feature.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../../../engine';

interface ApiContextValue {
  client: ApiClient;
  token: string | null;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({
  client,
  token,
  children,
}: ApiContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ client, token }), [client, token]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) {
    throw new Error(
      'The gateway hooks need an <ApiProvider> above them (src/app/providers.tsx sets one up).',
    );
  }
  return value;
}

/** For calls outside React Query (logout, telling the server the language). */
export function useGatewayClient(): ApiClient {
  return useApiContext().client;
}

/** Whether calls carry a session token now. */
export function useHasToken(): boolean {
  return useApiContext().token !== null;
}
